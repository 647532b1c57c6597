import { useId } from 'react';

export const selectStyles =
  'rounded-md border border-border bg-surface px-2 py-1.5 text-sm text-text focus-visible:outline-2 focus-visible:outline-primary';

interface SelectFieldProps {
  label: string;
  /** The form name: stable for tests and the bench, where the id is generated. */
  name: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange(value: string): void;
  /** Stacked (drawer) or inline (toolbar). */
  stacked?: boolean;
}

/** A labelled select of a toolbar or filter drawer. */
export function SelectField({ label, name, value, options, onChange, stacked = false }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={stacked ? 'flex flex-col gap-1' : 'flex items-center gap-1.5'}>
      <label htmlFor={id} className="text-xs font-semibold text-text-secondary">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={selectStyles}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
