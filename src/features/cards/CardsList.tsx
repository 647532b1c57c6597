import { useCallback } from 'react';
import type { CardRow } from '../../domain/cards/cardRow';
import type { GainLossSortBy } from '../../domain/cards/sorting';
import type { CardSortField, SortDirection } from '../../domain/valueSets';
import { ChevronDownIcon } from '../../ui/icons';
import { useWindowList } from '../../ui/useWindowList';
import { CardListRow } from './CardListRow';
import type { CardRowHandlers } from './cardRowHandlers';

interface CardsListProps extends CardRowHandlers {
  rows: readonly CardRow[];
  gainLossMode: GainLossSortBy;
  sortField: CardSortField;
  sortDirection: SortDirection;
  onSort(field: CardSortField): void;
}

const estimateRowHeight = () => 64;

/**
 * The spec's list columns, in order, with the sort field a header sorts by and a fixed width; together
 * they fit the widest page (1,248 px of content), and narrower screens scroll the table sideways.
 */
const COLUMNS: { label: string; field: CardSortField | null; width: string; numeric?: boolean }[] = [
  { label: 'Actions', field: null, width: '92px' },
  { label: 'Name', field: 'name', width: '174px' },
  { label: 'Set', field: 'set', width: '140px' },
  { label: 'Color', field: 'color', width: '100px' },
  { label: 'Type', field: 'type', width: '130px' },
  { label: 'Rarity', field: 'rarity', width: '96px' },
  { label: 'Total Qty', field: 'totalQuantity', width: '64px', numeric: true },
  { label: 'Conditions', field: null, width: '190px' },
  { label: 'Status', field: 'status', width: '76px' },
  { label: 'Market Price', field: null, width: '76px', numeric: true },
  { label: 'Unrealized G/L', field: 'gainLoss', width: '96px', numeric: true },
];

/**
 * The list view: a real table (columns read as columns to a screen reader) whose body holds only the
 * rows near the viewport between two spacer rows. The layout is fixed so columns keep their widths as
 * rows come and go while scrolling; on a phone the table scrolls sideways.
 */
export function CardsList({
  rows,
  gainLossMode,
  sortField,
  sortDirection,
  onSort,
  ...handlers
}: CardsListProps) {
  // Stable functions: the virtualizer recomputes every row's position whenever they change.
  const getItemKey = useCallback((index: number) => rows[index]?.key ?? index, [rows]);
  const { listRef, virtualizer, scrollMargin } = useWindowList({
    count: rows.length,
    estimateSize: estimateRowHeight,
    getItemKey,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const top = items.length > 0 ? items[0].start - scrollMargin : 0;
  const bottom =
    items.length > 0 ? virtualizer.getTotalSize() - (items[items.length - 1].end - scrollMargin) : 0;

  return (
    <div
      data-testid="cards-list"
      className="overflow-x-auto rounded-xl border border-border bg-surface shadow-sm"
    >
      <table className="w-full min-w-[1234px] table-fixed border-collapse text-sm">
        <colgroup>
          {COLUMNS.map((column) => (
            <col key={column.label} style={{ width: column.width }} />
          ))}
        </colgroup>
        <thead className="bg-background text-left text-xs font-semibold tracking-wide text-text-secondary uppercase">
          <tr>
            {COLUMNS.map((column) => {
              const active = column.field !== null && column.field === sortField;
              const ariaSort = active ? (sortDirection === 'asc' ? 'ascending' : 'descending') : undefined;
              return (
                <th
                  key={column.label}
                  scope="col"
                  aria-sort={ariaSort}
                  className={`px-3 py-2 ${column.numeric ? 'text-right' : ''}`}
                >
                  {column.field === null ? (
                    column.label
                  ) : (
                    <button
                      type="button"
                      onClick={() => column.field && onSort(column.field)}
                      className={`inline-flex items-center gap-1 uppercase hover:text-text ${active ? 'text-primary' : ''}`}
                    >
                      {column.label}
                      {active && (
                        <ChevronDownIcon
                          className={`h-3.5 w-3.5 ${sortDirection === 'asc' ? 'rotate-180' : ''}`}
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
          {top > 0 && (
            <tr>
              <td colSpan={COLUMNS.length} style={{ height: top, padding: 0 }} />
            </tr>
          )}
          {items.map((item) => {
            const row = rows[item.index];
            return (
              <CardListRow
                key={item.key}
                row={row}
                index={item.index}
                gainLossMode={gainLossMode}
                measureRef={virtualizer.measureElement}
                {...handlers}
              />
            );
          })}
          {bottom > 0 && (
            <tr>
              <td colSpan={COLUMNS.length} style={{ height: bottom, padding: 0 }} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
