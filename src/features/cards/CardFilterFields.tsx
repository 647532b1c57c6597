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

/** The Color, Rarity, Status, Grader and Grade filters, inline in the toolbar or stacked in the mobile drawer. */
export function CardFilterFields({ stacked = false }: { stacked?: boolean }) {
  const { color, rarity, status, grader, grade, change } = useCardsView();
  const set =
    (key: keyof Pick<CardsViewSettings, 'color' | 'rarity' | 'status' | 'grader' | 'grade'>) =>
    (value: string) =>
      change({ [key]: value });
  return (
    <>
      <SelectField
        label="Color"
        name="color"
        value={color}
        options={COLOR_OPTIONS}
        onChange={set('color')}
        stacked={stacked}
      />
      <SelectField
        label="Rarity"
        name="rarity"
        value={rarity}
        options={RARITY_OPTIONS}
        onChange={set('rarity')}
        stacked={stacked}
      />
      <SelectField
        label="Status"
        name="status"
        value={status}
        options={STATUS_OPTIONS}
        onChange={set('status')}
        stacked={stacked}
      />
      <SelectField
        label="Grader"
        name="grader"
        value={grader}
        options={GRADER_OPTIONS}
        onChange={set('grader')}
        stacked={stacked}
      />
      <SelectField
        label="Grade"
        name="grade"
        value={grade}
        options={GRADE_FILTER_OPTIONS}
        onChange={set('grade')}
        stacked={stacked}
      />
    </>
  );
}
