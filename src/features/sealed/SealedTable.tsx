import type { SealedRow } from '../../domain/sealed/sealedRows';
import { SortableTableHead, SpacerRow, type TableColumn, TableColumnWidths } from '../../ui/SortableTable';
import { useWindowTable } from '../../ui/useWindowList';
import type { SealedRowHandlers } from './SealedRowActions';
import { SealedTableRow } from './SealedTableRow';
import type { SealedSort, SealedSortColumn } from './sealedSort';

/** The table's columns (part 2 §2: a table in list mode, purchase details included). */
const COLUMNS: TableColumn<SealedSortColumn>[] = [
  { label: 'Image', sortKey: null, width: '56px', hiddenLabel: true },
  { label: 'Name', sortKey: 'name', width: '200px' },
  { label: 'Set', sortKey: 'set', width: '140px' },
  { label: 'Type', sortKey: 'type', width: '120px' },
  { label: 'Status', sortKey: 'status', width: '80px' },
  { label: 'Qty', sortKey: 'totalQuantity', width: '64px', numeric: true },
  { label: 'Avg Price', sortKey: 'averagePrice', width: '96px', numeric: true },
  { label: 'Market', sortKey: 'marketPrice', width: '96px', numeric: true },
  { label: 'Gain/Loss', sortKey: 'gainLoss', width: '104px', numeric: true },
  { label: 'Purchases', sortKey: 'purchaseDate', width: '230px' },
  { label: 'Actions', sortKey: null, width: '150px' },
];

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
  const { listRef, virtualizer, items, top, bottom } = useWindowTable(rows);

  return (
    <div
      data-testid="sealed-list"
      className="overflow-x-auto rounded-xl border border-border bg-surface shadow-sm"
    >
      <table className="w-full min-w-[1336px] table-fixed border-collapse text-sm">
        <caption className="sr-only">Sealed Products</caption>
        <TableColumnWidths columns={COLUMNS} />
        <SortableTableHead
          columns={COLUMNS}
          sortKey={sort.column}
          direction={sort.direction}
          onSort={onSort}
        />
        <tbody ref={listRef as React.RefObject<HTMLTableSectionElement>}>
          <SpacerRow height={top} columns={COLUMNS.length} />
          {items.map((item) => (
            <SealedTableRow
              key={item.key}
              row={rows[item.index]}
              index={item.index}
              measureRef={virtualizer.measureElement}
              {...handlers}
            />
          ))}
          <SpacerRow height={bottom} columns={COLUMNS.length} />
        </tbody>
      </table>
    </div>
  );
}
