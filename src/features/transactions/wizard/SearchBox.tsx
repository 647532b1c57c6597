import { useId } from 'react';
import { inputStyles } from '../../../ui/buttons';

/** A labelled search input with a polite status line under it (what the search is doing). */
export function SearchBox({
  label,
  value,
  status,
  onChange,
}: {
  label: string;
  value: string;
  status: string;
  onChange(value: string): void;
}) {
  const id = useId();
  const statusId = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="search"
        autoComplete="off"
        className={inputStyles}
        value={value}
        aria-describedby={statusId}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={statusId} role="status" className="min-h-5 text-xs text-text-secondary">
        {status}
      </p>
    </div>
  );
}
