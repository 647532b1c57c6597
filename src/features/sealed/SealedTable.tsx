import { useCallback } from 'react';
import type { SealedRow } from '../../domain/sealed/sealedRows';
import { ChevronDownIcon } from '../../ui/icons';
import { spacerHeights, useWindowList } from '../../ui/useWindowList';
import type { SealedRowHandlers } from './SealedRowActions';
import { SealedTableRow } from './SealedTableRow';
import type { SealedSort, SealedSortColumn } from './sealedSort';

/** The table's columns (part 2 §2: a table in list mode, purchase details included). */
const COLUMNS: { label: string; sortBy: SealedSortColumn | null; width: string; numeric?: boolean }[] = [
  { label: 'Image', sortBy: null, width: '56px' },
  { label: 'Name', sortBy: 'name', width: '200px' },
  { label: 'Set', sortBy: 'set', width: '140px' },
  { label: 'Type', sortBy: 'type', width: '120px' },
  { label: 'Status', sortBy: 'status', width: '80px' },
  { label: 'Qty', sortBy: 'totalQuantity', width: '64px', numeric: true },
  { label: 'Avg Price', sortBy: 'averagePrice', width: '96px', numeric: true },
  { label: 'Market', sortBy: 'marketPrice', width: '96px', numeric: true },
  { label: 'Gain/Loss', sortBy: 'gainLoss', width: '104px', numeric: true },
  { label: 'Purchases', sortBy: 'purchaseDate', width: '230px' },
  { label: 'Actions', sortBy: null, width: '150px' },
];

const estimateRowHeight = () => 64;

function ariaSortOf(column: SealedSortColumn | null, sort: SealedSort) {
  if (column === null || column !== sort.column) return undefined;
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

/**
 * The list mode: a real table with sortable column headers (each a button, so the keyboard reaches
 * it; the sorted one carries aria-sort), its body holding only the rows near the viewport between two
 * spacer rows, like the cards list. Purchases are sorted by their newest date.
 */
export function SealedTable({
  rows,
  sort,
  onSort,
  ...handlers
}: SealedRowHandlers & {
  rows: readonly SealedRow[];
  sort: SealedSort;
  onSort(column: SealedSortColumn): void;
}) {
  const getItemKey = useCallback((index: number) => rows[index]?.key ?? index, [rows]);
  const { listRef, virtualizer, scrollMargin } = useWindowList({
    count: rows.length,
    estimateSize: estimateRowHeight,
    getItemKey,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const { top, bottom } = spacerHeights(items, virtualizer.getTotalSize(), scrollMargin);
  const spacer = (height: number) => (
    <tr>
      <td colSpan={COLUMNS.length} style={{ height, padding: 0 }} />
    </tr>
  );

  return (
    <div
      data-testid="sealed-list"
      className="overflow-x-auto rounded-xl border border-border bg-surface shadow-sm"
    >
      <table className="w-full min-w-[1336px] table-fixed border-collapse text-sm">
        <caption className="sr-only">Sealed Products</caption>
        <colgroup>
          {COLUMNS.map((column) => (
            <col key={column.label} style={{ width: column.width }} />
          ))}
        </colgroup>
        <thead className="bg-background text-left text-xs font-semibold tracking-wide text-text-secondary uppercase">
          <tr>
            {COLUMNS.map(({ label, sortBy, numeric }) => {
              const ariaSort = ariaSortOf(sortBy, sort);
              return (
                <th
                  key={label}
                  scope="col"
                  aria-sort={ariaSort}
                  className={`px-3 py-2 ${numeric ? 'text-right' : ''}`}
                >
                  {sortBy === null ? (
                    <span className={label === 'Image' ? 'sr-only' : ''}>{label}</span>
                  ) : (
                    <button
                      type="button"
                      onClick={() => onSort(sortBy)}
                      className={`inline-flex items-center gap-1 uppercase hover:text-text ${ariaSort ? 'text-primary' : ''}`}
                    >
                      {label}
                      {ariaSort && (
                        <ChevronDownIcon
                          className={`h-3.5 w-3.5 ${ariaSort === 'ascending' ? 'rotate-180' : ''}`}
                        />
                      )}
                    </button>
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody ref={listRef as React.RefObject<HTMLTableSectionElement>}>
          {top > 0 && spacer(top)}
          {items.map((item) => (
            <SealedTableRow
              key={item.key}
              row={rows[item.index]}
              index={item.index}
              measureRef={virtualizer.measureElement}
              {...handlers}
            />
          ))}
          {bottom > 0 && spacer(bottom)}
        </tbody>
      </table>
    </div>
  );
}
