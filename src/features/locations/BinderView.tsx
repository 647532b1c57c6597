import { useState } from 'react';
import { useDatabase } from '../../db/DatabaseProvider';
import { moveCopies } from '../../db/locations/moveCopies';
import { useBinderPage } from '../../db/locations/useLocations';
import type { CardRow, LocationRow } from '../../db/rows';
import { errorMessage } from '../../domain/format/errors';
import { LOCATION_MOVE_TEXTS } from '../../domain/locations/texts';
import { buttonStyles } from '../../ui/buttons';
import { FormFailure } from '../../ui/FormFailure';
import { LoadingState } from '../../ui/StatePanel';
import { BinderSlot } from './BinderSlot';
import { PageSwitch } from './PageSwitch';

/**
 * A binder's page as its grid of pockets (3×3 for 9), empty ones shown. Tap (or Enter on) a copy, then
 * a slot, to move it there; on a desktop drag it. A taken slot swaps the two copies (filing.ts says why).
 */
export default function BinderView({ binder }: { binder: LocationRow }) {
  const db = useDatabase();
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<CardRow | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const copies = useBinderPage(binder.id, page);
  const perPage = binder.slotsPerPage ?? 0;
  if (!copies) return <LoadingState text="Loading binder…" />;

  const moveTo = async (cardId: string, slot: number) => {
    setPicked(null);
    setFailure(null);
    try {
      await moveCopies(db, {
        cardIds: [cardId],
        locationId: binder.id,
        start: { page, slot },
        whenTaken: 'swap',
      });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  const bySlot = (slot: number) => copies.filter((copy) => copy.slot === slot);
  const choose = (slot: number) => {
    const [held] = bySlot(slot);
    if (picked) {
      if (held?.id === picked.id) setPicked(null);
      else void moveTo(picked.id, slot);
    } else if (held) setPicked(held);
  };

  return (
    <section aria-label={binder.name} className="flex flex-col gap-3">
      <h3 className="font-semibold">{binder.name}</h3>
      <PageSwitch page={page} pages={binder.pages ?? 1} onPage={setPage} />
      {picked && (
        <p role="status" className="flex items-center gap-2 text-sm">
          {LOCATION_MOVE_TEXTS.pickedHint(picked.name)}
          <button type="button" className={buttonStyles.secondary} onClick={() => setPicked(null)}>
            {LOCATION_MOVE_TEXTS.cancelMove}
          </button>
        </p>
      )}
      <ol
        data-testid="binder-page"
        className="grid max-w-xl gap-2"
        style={{ gridTemplateColumns: `repeat(${Math.ceil(Math.sqrt(perPage))}, minmax(0, 1fr))` }}
      >
        {Array.from({ length: perPage }, (_, index) => index + 1).map((slot) => (
          <BinderSlot
            key={slot}
            slot={slot}
            copies={bySlot(slot)}
            picked={picked}
            onChoose={() => choose(slot)}
            onDropCopy={(cardId) => void moveTo(cardId, slot)}
          />
        ))}
      </ol>
      <FormFailure message={failure} />
    </section>
  );
}
