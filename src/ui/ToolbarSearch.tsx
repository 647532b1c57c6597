import { SearchIcon } from './icons';

interface ToolbarSearchProps {
  label: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
}

/** A section toolbar's search box, the magnifier inside it. */
export function ToolbarSearch({ label, placeholder, value, onChange }: ToolbarSearchProps) {
  return (
    <div className="relative min-w-0 flex-1 basis-48">
      <SearchIcon className="pointer-events-none absolute top-1/2 left-2.5 h-4 w-4 -translate-y-1/2 text-text-muted" />
      <input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-label={label}
        className="w-full rounded-md border border-border bg-surface py-1.5 pr-2 pl-8 text-base text-text placeholder:text-text-muted focus:outline-2 focus:outline-primary md:text-sm"
      />
    </div>
  );
}
