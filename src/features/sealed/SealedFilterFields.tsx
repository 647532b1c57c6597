import { ITEM_STATUSES, SEALED_CONDITIONS, SEALED_TYPES } from '../../domain/valueSets';
import { SelectField } from '../../ui/SelectField';
import { GROUP_CHOICES } from './sealedDisplay';
import { type SealedViewSettings, useSealedView } from './sealedViewStore';

type FilterField = 'groupBy' | 'type' | 'status' | 'condition';

const FIELDS: { field: FilterField; label: string; options: readonly { value: string; label: string }[] }[] =
  [
    { field: 'groupBy', label: 'Group by', options: GROUP_CHOICES },
    {
      field: 'type',
      label: 'Type',
      options: [{ value: '', label: 'All types' }, ...SEALED_TYPES.map((value) => ({ value, label: value }))],
    },
    {
      field: 'status',
      label: 'Status',
      options: [
        { value: '', label: 'All statuses' },
        ...ITEM_STATUSES.map((value) => ({ value, label: value === 'have' ? 'Have' : 'Want' })),
      ],
    },
    {
      field: 'condition',
      label: 'Condition',
      options: [
        { value: '', label: 'All conditions' },
        ...SEALED_CONDITIONS.map((value) => ({ value, label: value })),
      ],
    },
  ];

/** Group-by and the type, status and condition filters: in the toolbar, or stacked in the mobile drawer. */
export function SealedFilterFields({ stacked = false }: { stacked?: boolean }) {
  const settings = useSealedView();
  return (
    <div className={stacked ? 'flex flex-col gap-3' : 'flex flex-wrap items-center gap-x-4 gap-y-2'}>
      {FIELDS.map(({ field, label, options }) => (
        <SelectField
          key={field}
          label={label}
          name={field}
          value={settings[field]}
          options={options}
          stacked={stacked}
          onChange={(value) => settings.change({ [field]: value } as Partial<SealedViewSettings>)}
        />
      ))}
    </div>
  );
}
