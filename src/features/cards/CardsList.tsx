import type { CardRow } from '../../domain/cards/cardRow';
import type { GainLossSortBy } from '../../domain/cards/sorting';
import type { CardSortField, SortDirection } from '../../domain/valueSets';
import { SortableTableHead, SpacerRow, type TableColumn, TableColumnWidths } from '../../ui/SortableTable';
import { useWindowTable } from '../../ui/useWindowList';
import { CardListRow } from './CardListRow';
import type { CardRowHandlers } from './cardRowHandlers';

interface CardsListProps extends CardRowHandlers {
  rows: readonly CardRow[];
  gainLossMode: GainLossSortBy;
  sortField: CardSortField;
  sortDirection: SortDirection;
  onSort(field: CardSortField): void;
}

/**
 * The spec's list columns, in order, with the sort field a header sorts by and a fixed width; together
 * they fit the widest page (1,248 px of content), and narrower screens scroll the table sideways.
 */
const COLUMNS: TableColumn<CardSortField>[] = [
  { label: 'Actions', sortKey: null, width: '92px' },
  { label: 'Name', sortKey: 'name', width: '174px' },
  { label: 'Set', sortKey: 'set', width: '140px' },
  { label: 'Color', sortKey: 'color', width: '100px' },
  { label: 'Type', sortKey: 'type', width: '130px' },
  { label: 'Rarity', sortKey: 'rarity', width: '96px' },
  { label: 'Total Qty', sortKey: 'totalQuantity', width: '64px', numeric: true },
  { label: 'Conditions', sortKey: null, width: '190px' },
  { label: 'Status', sortKey: 'status', width: '76px' },
  { label: 'Market Price', sortKey: null, width: '76px', numeric: true },
  { label: 'Unrealized G/L', sortKey: 'gainLoss', width: '96px', numeric: true },
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
  const { listRef, virtualizer, items, top, bottom } = useWindowTable(rows);

  return (
    <div
      data-testid="cards-list"
      className="overflow-x-auto rounded-xl border border-border bg-surface shadow-sm"
    >
      <table className="w-full min-w-[1234px] table-fixed border-collapse text-sm">
        <TableColumnWidths columns={COLUMNS} />
        <SortableTableHead columns={COLUMNS} sortKey={sortField} direction={sortDirection} onSort={onSort} />
        <tbody ref={listRef as React.RefObject<HTMLTableSectionElement>}>
          <SpacerRow height={top} columns={COLUMNS.length} />
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
          <SpacerRow height={bottom} columns={COLUMNS.length} />
        </tbody>
      </table>
    </div>
  );
}
