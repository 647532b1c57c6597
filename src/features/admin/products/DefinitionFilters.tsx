import type { DefinitionQuery } from '../../../domain/sealed/definitionTable';
import { PRODUCT_ADMIN_TEXTS } from '../../../domain/texts';
import { SEALED_TYPES } from '../../../domain/valueSets';
import { buttonStyles, inputStyles } from '../../../ui/buttons';
import { FormField } from '../../../ui/FormField';

interface DefinitionFiltersProps {
  query: DefinitionQuery;
  sets: readonly string[];
  onChange(patch: Partial<DefinitionQuery>): void;
}

/** Type, Status (active / inactive) and Set filters with Clear Filters (part 2 §2). */
export function DefinitionFilters({ query, sets, onChange }: DefinitionFiltersProps) {
  const select = (
    label: string,
    field: 'type' | 'status' | 'set',
    options: readonly { value: string; label: string }[],
  ) => (
    <FormField label={label} className="w-44">
      <select
        className={inputStyles}
        value={query[field]}
        onChange={(e) => onChange({ [field]: e.target.value })}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
  const all = (label: string, values: readonly string[]) => [
    { value: '', label },
    ...values.map((value) => ({ value, label: value })),
  ];
  return (
    <div className="flex flex-wrap items-end gap-3">
      {select('Type', 'type', all('All types', SEALED_TYPES))}
      {select('Status', 'status', [
        { value: '', label: 'All statuses' },
        { value: 'active', label: 'Active' },
        { value: 'inactive', label: 'Inactive' },
      ])}
      {select('Set', 'set', all('All sets', sets))}
      <button
        type="button"
        className={buttonStyles.ghost}
        onClick={() => onChange({ type: '', status: '', set: '', search: '' })}
      >
        {PRODUCT_ADMIN_TEXTS.clearFilters}
      </button>
    </div>
  );
}
