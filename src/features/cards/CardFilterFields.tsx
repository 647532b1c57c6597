import { GRADERS } from '../../domain/grading/schema';
import { CARD_COLORS, ITEM_STATUSES, RARITIES } from '../../domain/valueSets';
import { SelectField } from '../../ui/SelectField';
import { GRADE_OPTIONS } from '../grading/gradeDraft';
import { colorLabel } from './cardDisplay';
import { STATUS_LABELS } from './cardsTexts';
import { type CardsViewSettings, useCardsView } from './cardsViewSettings';

const ANY = { value: '', label: 'All' };
const COLOR_OPTIONS = [ANY, ...CARD_COLORS.map((color) => ({ value: color, label: colorLabel(color) }))];
const RARITY_OPTIONS = [ANY, ...RARITIES.map((rarity) => ({ value: rarity, label: rarity }))];
/**
 * Part 1 §4 gives two readings of the status filter: the main view's have/want and the mobile drawer's
 * owned/sold/traded. Both places offer have/want here: a collector marks each card have or want, a
 * card carries no sold or traded status (a sale or trade removes it), so those choices would always
 * come up empty. Rarities are offered as stored, also in the drawer.
 */
const STATUS_OPTIONS = [
  ANY,
  ...ITEM_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
];

const GRADER_OPTIONS = [
  ANY,
  { value: 'raw', label: 'Raw only' },
  { value: 'graded', label: 'Any grader' },
  ...GRADERS.map((grader) => ({ value: grader, label: grader })),
];
const GRADE_FILTER_OPTIONS = [ANY, ...GRADE_OPTIONS.map((grade) => ({ value: grade, label: grade }))];

type FilterKey = keyof Pick<CardsViewSettings, 'color' | 'rarity' | 'status' | 'grader' | 'grade'>;

/** The toolbar's filters, in order: the settings key each one sets, its label and its choices. */
const FILTERS: readonly { key: FilterKey; label: string; options: { value: string; label: string }[] }[] = [
  { key: 'color', label: 'Color', options: COLOR_OPTIONS },
  { key: 'rarity', label: 'Rarity', options: RARITY_OPTIONS },
  { key: 'status', label: 'Status', options: STATUS_OPTIONS },
  { key: 'grader', label: 'Grader', options: GRADER_OPTIONS },
  { key: 'grade', label: 'Grade', options: GRADE_FILTER_OPTIONS },
];

/** The Color, Rarity, Status, Grader and Grade filters, inline in the toolbar or stacked in the mobile drawer. */
export function CardFilterFields({ stacked = false }: { stacked?: boolean }) {
  const settings = useCardsView();
  return (
    <>
      {FILTERS.map(({ key, label, options }) => (
        <SelectField
          key={key}
          label={label}
          name={key}
          value={settings[key]}
          options={options}
          onChange={(value) => settings.change({ [key]: value })}
          stacked={stacked}
        />
      ))}
    </>
  );
}
