import { useState } from 'react';
import { useUnfiledCount, useUnfiledPage } from '../../db/locations/useLocations';
import { LOCATION_MOVE_TEXTS } from '../../domain/locations/texts';
import { LoadingState } from '../../ui/StatePanel';
import { MoveSelectionBar } from './move/MoveSelectionBar';
import { SelectRowBox } from './move/SelectRowBox';
import { PageSwitch } from './PageSwitch';

const PAGE_SIZE = 50;

/**
 * The copies filed nowhere (issue 25), a page of 50 at a time so 50,000 copies open as fast as 50;
 * each card row per condition, ticked and filed with Move to… (sealed units have no location yet).
 */
export default function UnfiledView() {
  const [page, setPage] = useState(1);
  const unfiled = useUnfiledPage(page, PAGE_SIZE);
  // Counted apart: the page shows first, and until the count comes the pager knows only "Next".
  const total = useUnfiledCount();
  if (!unfiled) return <LoadingState text="Loading unfiled copies…" />;
  const pages =
    total === undefined ? page + (unfiled.hasNext ? 1 : 0) : Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <section aria-label={LOCATION_MOVE_TEXTS.unfiledTitle} className="flex flex-col gap-3">
      <h3 className="font-semibold">
        {LOCATION_MOVE_TEXTS.unfiledTitle}
        {total === undefined ? '' : ` (${total})`}
      </h3>
      <MoveSelectionBar />
      {unfiled.copies.length === 0 && page === 1 ? (
        <p className="text-text-secondary">{LOCATION_MOVE_TEXTS.unfiledEmpty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border" data-testid="unfiled-copies">
          {unfiled.copies.map((copy) => (
            <li key={copy.id} className="flex items-center gap-2 py-1.5 text-sm">
              <SelectRowBox rowKey={copy.id} cardIds={[copy.id]} name={copy.name} />
              <span className="flex-1 font-medium">{copy.name}</span>
              <span className="text-text-secondary">{copy.set}</span>
              <span className="text-text-muted">
                {copy.conditionQuantities.map((row) => `${row.condition} ×${row.quantity}`).join(', ')}
              </span>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && <PageSwitch page={page} pages={pages} onPage={setPage} />}
    </section>
  );
}
