import type { SortDirection } from '../domain/valueSets';
import { ChevronDownIcon } from './icons';

/** A column of a fixed-layout table: its header, what it sorts by (null: nothing) and its width. */
export interface TableColumn<K extends string> {
  label: string;
  sortKey: K | null;
  width: string;
  numeric?: boolean;
  /** Named for screen readers only (an image column). */
  hiddenLabel?: boolean;
}

/** The columns' fixed widths: they keep them as a virtualized body's rows come and go. */
export function TableColumnWidths<K extends string>({ columns }: { columns: readonly TableColumn<K>[] }) {
  return (
    <colgroup>
      {columns.map((column) => (
        <col key={column.label} style={{ width: column.width }} />
      ))}
    </colgroup>
  );
}

/**
 * The header row: a sortable column's header is a button (the keyboard reaches it), and the sorted
 * one carries aria-sort and the arrow of its direction.
 */
export function SortableTableHead<K extends string>({
  columns,
  sortKey,
  direction,
  onSort,
}: {
  columns: readonly TableColumn<K>[];
  sortKey: K;
  direction: SortDirection;
  onSort(key: K): void;
}) {
  return (
    <thead className="bg-background text-left text-xs font-semibold tracking-wide text-text-secondary uppercase">
      <tr>
        {columns.map((column) => {
          const active = column.sortKey !== null && column.sortKey === sortKey;
          const ariaSort = active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined;
          return (
            <th
              key={column.label}
              scope="col"
              aria-sort={ariaSort}
              className={`px-3 py-2 ${column.numeric ? 'text-right' : ''}`}
            >
              {column.sortKey === null ? (
                <span className={column.hiddenLabel ? 'sr-only' : ''}>{column.label}</span>
              ) : (
                <button
                  type="button"
                  onClick={() => column.sortKey && onSort(column.sortKey)}
                  className={`inline-flex items-center gap-1 uppercase hover:text-text ${active ? 'text-primary' : ''}`}
                >
                  {column.label}
                  {active && (
                    <ChevronDownIcon className={`h-3.5 w-3.5 ${direction === 'asc' ? 'rotate-180' : ''}`} />
                  )}
                </button>
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

/** A virtualized table body's stand-in for the rows not drawn above or below (none when 0 high). */
export function SpacerRow({ height, columns }: { height: number; columns: number }) {
  if (height <= 0) return null;
  return (
    <tr>
      <td colSpan={columns} style={{ height, padding: 0 }} />
    </tr>
  );
}
