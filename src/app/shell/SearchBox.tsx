import { type RefObject, useEffect, useRef } from 'react';
import { TEXTS } from '../../domain/texts';
import { SearchIcon } from '../../ui/icons';

interface SearchBoxProps {
  id: string;
  /** Below the medium breakpoint the box shows only when toggled open; from md up it always shows. */
  open: boolean;
  onClose(): void;
  toggle: RefObject<HTMLButtonElement | null>;
}

/** The global search box (part 1 §2): the spec wires no behaviour to it yet. */
export function SearchBox({ id, open, onClose, toggle }: SearchBoxProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  return (
    <div
      id={id}
      className={`${open ? 'flex' : 'hidden'} order-last w-full md:order-none md:flex md:w-auto md:max-w-lg md:flex-1`}
    >
      <label className="relative w-full">
        <span className="sr-only">Search</span>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-text-muted" />
        <input
          ref={input}
          type="search"
          placeholder={TEXTS.searchPlaceholder}
          onKeyDown={(event) => {
            if (event.key !== 'Escape' || !toggle.current?.offsetParent) return;
            onClose();
            toggle.current.focus();
          }}
          className="w-full rounded-lg border border-border bg-background py-2 pr-3 pl-9 text-base text-text placeholder:text-text-muted focus:border-primary focus:bg-surface focus:outline-2 focus:outline-primary md:text-sm"
        />
      </label>
    </div>
  );
}
