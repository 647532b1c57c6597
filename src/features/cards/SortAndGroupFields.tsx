import { CARD_SORT_FIELDS, type CardSortField, GROUP_MODES, type GroupMode } from '../../domain/valueSets';
import { buttonStyles } from '../../ui/buttons';
import { SelectField } from '../../ui/SelectField';
import { SortAscIcon, SortDescIcon } from './cardIcons';
import { GROUP_LABELS, SORT_LABELS } from './cardsTexts';
import { useCardsView } from './cardsViewSettings';

const GROUP_OPTIONS = GROUP_MODES.map((mode) => ({ value: mode, label: GROUP_LABELS[mode] }));
const SORT_OPTIONS = CARD_SORT_FIELDS.map((field) => ({ value: field, label: SORT_LABELS[field] }));

/** Group by, sort field and the ascending/descending toggle. */
export function SortAndGroupFields({ stacked = false }: { stacked?: boolean }) {
  const { groupBy, sortField, sortDirection, change, sortBy, toggleSortDirection } = useCardsView();
  const ascending = sortDirection === 'asc';
  return (
    <>
      <SelectField
        label="Group by"
        name="groupBy"
        value={groupBy}
        options={GROUP_OPTIONS}
        onChange={(value) => change({ groupBy: value as GroupMode })}
        stacked={stacked}
      />
      <div className={`flex gap-1 ${stacked ? 'items-end' : 'items-center'}`}>
        <SelectField
          label="Sort by"
          name="sortField"
          value={sortField}
          options={SORT_OPTIONS}
          onChange={(value) => sortBy(value as CardSortField)}
          stacked={stacked}
        />
        <button
          type="button"
          className={`${buttonStyles.icon} border border-border`}
          aria-label={`Sort direction: ${ascending ? 'ascending' : 'descending'}`}
          title="Toggle sort direction"
          onClick={toggleSortDirection}
        >
          {ascending ? <SortAscIcon className="h-4 w-4" /> : <SortDescIcon className="h-4 w-4" />}
        </button>
      </div>
    </>
  );
}
