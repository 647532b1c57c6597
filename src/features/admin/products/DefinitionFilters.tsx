import type { DefinitionQuery } from '../../../domain/sealed/definitionTable';
import { PRODUCT_ADMIN_TEXTS } from '../../../domain/texts';
import { SEALED_TYPES } from '../../../domain/valueSets';
import { buttonStyles } from '../../../ui/buttons';
import { SelectField } from '../../../ui/SelectField';

interface DefinitionFiltersProps {
  query: DefinitionQuery;
  sets: readonly string[];
  onChange(patch: Partial<DefinitionQuery>): void;
}

const STATUS_OPTIONS = [
  { value: '', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/** Type, Status (active / inactive) and Set filters with Clear Filters (part 2 §2). */
export function DefinitionFilters({ query, sets, onChange }: DefinitionFiltersProps) {
  const all = (label: string, values: readonly string[]) => [
    { value: '', label },
    ...values.map((value) => ({ value, label: value })),
  ];
  const fields = [
    { field: 'type', label: 'Type', options: all('All types', SEALED_TYPES) },
    { field: 'status', label: 'Status', options: STATUS_OPTIONS },
    { field: 'set', label: 'Set', options: all('All sets', sets) },
  ] as const;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      {fields.map(({ field, label, options }) => (
        <SelectField
          key={field}
          label={label}
          name={field}
          value={query[field]}
          options={options}
          onChange={(value) => onChange({ [field]: value })}
        />
      ))}
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
