import { useId } from 'react';
import type { QueryRow } from '../../../domain/query/queryRows';
import { fieldNamed, QUERY_FIELDS } from '../../../domain/query/queryTerms';
import { buttonStyles } from '../../../ui/buttons';
import { selectStyles } from '../../../ui/SelectField';
import { SEARCH_TEXTS } from '../searchTexts';

interface ConditionRowProps {
  row: QueryRow;
  /** 1-based, as the row is named to a screen reader. */
  index: number;
  onChange(row: QueryRow): void;
  onRemove(): void;
}

/** One condition: field, operator and value, each labelled with the condition's number. */
export function ConditionRow({ row, index, onChange, onRemove }: ConditionRowProps) {
  const id = useId();
  const field = fieldNamed(row.field) ?? QUERY_FIELDS[0];
  const name = SEARCH_TEXTS.condition(index);
  const changeField = (next: string) => {
    const operators = fieldNamed(next)?.operators ?? [':'];
    onChange({
      ...row,
      field: next,
      operator: operators.includes(row.operator) ? row.operator : operators[0],
    });
  };
  return (
    <fieldset className="flex flex-wrap items-center gap-2" data-testid="query-condition">
      <legend className="sr-only">{name}</legend>
      <select
        aria-label={`${name}: ${SEARCH_TEXTS.field}`}
        data-field
        value={field.names[0]}
        onChange={(event) => changeField(event.target.value)}
        className={selectStyles}
      >
        {QUERY_FIELDS.map((option) => (
          <option key={option.names[0]} value={option.names[0]}>
            {option.label}
          </option>
        ))}
      </select>
      <select
        aria-label={`${name}: ${SEARCH_TEXTS.operator}`}
        value={row.operator}
        onChange={(event) => onChange({ ...row, operator: event.target.value as QueryRow['operator'] })}
        className={selectStyles}
      >
        {field.operators.map((operator) => (
          <option key={operator} value={operator}>
            {SEARCH_TEXTS.operators[operator]}
          </option>
        ))}
      </select>
      <input
        aria-label={`${name}: ${SEARCH_TEXTS.value}`}
        value={row.value}
        list={field.values ? `${id}-values` : undefined}
        onChange={(event) => onChange({ ...row, value: event.target.value })}
        className={`${selectStyles} bg-background`}
      />
      {field.values && (
        <datalist id={`${id}-values`}>
          {field.values.map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
      )}
      <label className="flex items-center gap-1 text-sm">
        <input
          type="checkbox"
          aria-label={`${name}: ${SEARCH_TEXTS.negate}`}
          checked={row.negated}
          onChange={(event) => onChange({ ...row, negated: event.target.checked })}
        />
        {SEARCH_TEXTS.negate}
      </label>
      <button
        type="button"
        onClick={onRemove}
        aria-label={SEARCH_TEXTS.removeCondition(index)}
        className={buttonStyles.icon}
      >
        ✕
      </button>
    </fieldset>
  );
}
