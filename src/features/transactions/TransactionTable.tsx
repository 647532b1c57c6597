import { memo } from 'react';
import { formatCount } from '../../domain/format';
import type {
  TransactionListEntry,
  TransactionSort,
  TransactionSortField,
} from '../../domain/transactions/transactionList';
import { buttonStyles } from '../../ui/buttons';
import { ImpactValue, TypeBadge } from './transactionDisplay';
import { TRANSACTION_COLUMNS, TRANSACTION_TEXTS } from './transactionTexts';

export interface TransactionRowHandlers {
  onView(id: string): void;
  onDelete(id: string): void;
}

interface TransactionTableProps extends TransactionRowHandlers {
  entries: readonly TransactionListEntry[];
  sort: TransactionSort;
  onSort(field: TransactionSortField): void;
}

function RowActions({ entry, onView, onDelete }: { entry: TransactionListEntry } & TransactionRowHandlers) {
  return (
    <div className="flex gap-1">
      <button type="button" className={buttonStyles.secondary} onClick={() => onView(entry.id)}>
        {TRANSACTION_TEXTS.viewDetails}
      </button>
      <button type="button" className={buttonStyles.ghost} onClick={() => onDelete(entry.id)}>
        {TRANSACTION_TEXTS.delete}
      </button>
    </div>
  );
}

function SortHeader({
  field,
  label,
  sort,
  onSort,
}: {
  field: TransactionSortField;
  label: string;
  sort: TransactionSort;
  onSort(field: TransactionSortField): void;
}) {
  const active = sort.field === field;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
      className="px-3 py-2"
    >
      <button type="button" className="font-semibold hover:underline" onClick={() => onSort(field)}>
        {label}
        <span aria-hidden="true">{active ? (sort.direction === 'asc' ? ' ↑' : ' ↓') : ''}</span>
      </button>
    </th>
  );
}

const TableRow = memo(function TableRow({
  entry,
  ...handlers
}: { entry: TransactionListEntry } & TransactionRowHandlers) {
  return (
    <tr data-transaction-row className="border-t border-border-light">
      <td className="px-3 py-2">
        <RowActions entry={entry} {...handlers} />
      </td>
      <td className="px-3 py-2">
        <TypeBadge type={entry.type} />
      </td>
      <td className="px-3 py-2 whitespace-nowrap">{entry.date}</td>
      <td className="max-w-xs truncate px-3 py-2" title={entry.summary}>
        {entry.summary}
      </td>
      <td className="px-3 py-2 tabular-nums">{formatCount(entry.itemCount)}</td>
      <td className="px-3 py-2">
        <ImpactValue value={entry.impact} />
      </td>
      <td className="px-3 py-2">{entry.partner || TRANSACTION_TEXTS.noPartner}</td>
    </tr>
  );
});

/** Desktop: the table of part 2 §2, sortable by type, date (timestamp) and financial impact (total value). */
export function TransactionTable({ entries, sort, onSort, ...handlers }: TransactionTableProps) {
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-border bg-surface md:block">
      <table className="w-full text-left text-sm">
        <thead className="bg-surface-hover text-text-secondary">
          <tr>
            <th scope="col" className="px-3 py-2">
              {TRANSACTION_COLUMNS.actions}
            </th>
            <SortHeader field="type" label={TRANSACTION_COLUMNS.type} sort={sort} onSort={onSort} />
            <SortHeader field="timestamp" label={TRANSACTION_COLUMNS.date} sort={sort} onSort={onSort} />
            <th scope="col" className="px-3 py-2">
              {TRANSACTION_COLUMNS.summary}
            </th>
            <th scope="col" className="px-3 py-2">
              {TRANSACTION_COLUMNS.items}
            </th>
            <SortHeader field="totalValue" label={TRANSACTION_COLUMNS.impact} sort={sort} onSort={onSort} />
            <th scope="col" className="px-3 py-2">
              {TRANSACTION_COLUMNS.partner}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <TableRow key={entry.id} entry={entry} {...handlers} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Mobile: each transaction as a card with the same fields and actions. */
export function TransactionCards({
  entries,
  ...handlers
}: { entries: readonly TransactionListEntry[] } & TransactionRowHandlers) {
  return (
    <ul className="flex flex-col gap-2 md:hidden">
      {entries.map((entry) => (
        <li
          key={entry.id}
          data-transaction-card
          className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-3 shadow-sm"
        >
          <div className="flex items-center justify-between gap-2">
            <TypeBadge type={entry.type} />
            <span className="text-sm text-text-secondary">{entry.date}</span>
          </div>
          <p className="truncate font-semibold text-text">{entry.summary}</p>
          <div className="flex items-center justify-between gap-2 text-sm">
            <span>
              {TRANSACTION_COLUMNS.items}: {formatCount(entry.itemCount)}
            </span>
            <ImpactValue value={entry.impact} />
          </div>
          {entry.partner && (
            <p className="text-sm text-text-secondary">
              {TRANSACTION_COLUMNS.partner}: {entry.partner}
            </p>
          )}
          <RowActions entry={entry} {...handlers} />
        </li>
      ))}
    </ul>
  );
}
