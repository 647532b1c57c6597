import { GRADING_TEXTS } from '../../domain/grading/texts';
import { inputStyles } from '../../ui/buttons';
import { FormField } from '../../ui/FormField';
import { GRADE_OPTIONS, SUBGRADE_KEYS, type SubgradeKey } from './gradeDraft';

const NUMERIC_GRADES = GRADE_OPTIONS.filter((grade) => grade !== 'Authentic');
const titleOf = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

/** BGS's four subgrades, each optional. */
export function SubgradeFields({
  values,
  onChange,
}: {
  values: Record<SubgradeKey, string>;
  onChange(values: Record<SubgradeKey, string>): void;
}) {
  return (
    <fieldset className="col-span-2 grid grid-cols-4 gap-2">
      <legend className="mb-1 text-sm font-medium">{GRADING_TEXTS.subgrades}</legend>
      {SUBGRADE_KEYS.map((key) => (
        <FormField key={key} label={titleOf(key)}>
          <select
            className={inputStyles}
            value={values[key]}
            onChange={(e) => onChange({ ...values, [key]: e.target.value })}
          >
            <option value="">—</option>
            {NUMERIC_GRADES.map((grade) => (
              <option key={grade} value={grade}>
                {grade}
              </option>
            ))}
          </select>
        </FormField>
      ))}
    </fieldset>
  );
}
