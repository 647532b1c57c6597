import { useId } from 'react';
import type { DateRange } from '../../domain/transactions/transactionList';
import { hasActiveFilters } from '../../domain/transactions/transactionList';
import { DATE_FILTERS, TRANSACTION_TYPES, type TransactionType } from '../../domain/valueSets';
import { buttonStyles } from '../../ui/buttons';
import { SelectField } from '../../ui/SelectField';
import { ToolbarSearch } from '../../ui/ToolbarSearch';
import { useTransactionsView } from './transactionsViewStore';
import { TRANSACTION_TEXTS, TYPE_LABELS } from './transactionTexts';

const TYPE_OPTIONS = [
  { value: '', label: TRANSACTION_TEXTS.allTypes },
  ...TRANSACTION_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] })),
];
const DATE_OPTIONS = DATE_FILTERS.map(({ id, label }) => ({ value: id, label }));

/** The collapsible "Filters & Search" panel: search text, type, date range and Clear Filters. */
export function TransactionFilters() {
  const { filters, filtersOpen, changeFilters, clearFilters, toggleFilters } = useTransactionsView();
  const panelId = useId();
  return (
    <div className="rounded-xl border border-border bg-surface shadow-sm">
      <button
        type="button"
        aria-expanded={filtersOpen}
        aria-controls={panelId}
        onClick={toggleFilters}
        className={`${buttonStyles.ghost} w-full justify-between`}
      >
        {TRANSACTION_TEXTS.filtersTitle}
        <span aria-hidden="true">{filtersOpen ? '▴' : '▾'}</span>
      </button>
      {filtersOpen && (
        <div id={panelId} className="flex flex-wrap items-center gap-3 border-t border-border p-3">
          <ToolbarSearch
            label={TRANSACTION_TEXTS.searchLabel}
            placeholder={TRANSACTION_TEXTS.searchPlaceholder}
            value={filters.search}
            onChange={(search) => changeFilters({ search })}
          />
          <SelectField
            label={TRANSACTION_TEXTS.typeLabel}
            name="type"
            value={filters.type}
            options={TYPE_OPTIONS}
            onChange={(type) => changeFilters({ type: type as TransactionType | '' })}
          />
          <SelectField
            label={TRANSACTION_TEXTS.dateLabel}
            name="dateRange"
            value={filters.dateRange}
            options={DATE_OPTIONS}
            onChange={(dateRange) => changeFilters({ dateRange: dateRange as DateRange })}
          />
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={!hasActiveFilters(filters)}
            onClick={clearFilters}
          >
            {TRANSACTION_TEXTS.clearFilters}
          </button>
        </div>
      )}
    </div>
  );
}
