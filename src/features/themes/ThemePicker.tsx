import { useCallback, useId, useRef, useState } from 'react';
import { buttonStyles } from '../../ui/buttons';
import { PaletteIcon } from '../../ui/icons';
import { useDismiss } from '../../ui/useDismiss';
import { ThemeOptions } from './ThemeOptions';

/**
 * The header's theme picker from the medium breakpoint up: a disclosure whose panel lists the themes.
 * It stays open while the user tries themes; Escape or a press outside closes it.
 */
export function ThemePicker() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useDismiss(
    open,
    useCallback(() => setOpen(false), []),
    root,
    toggle,
  );

  return (
    <div ref={root} className="relative">
      <button
        ref={toggle}
        type="button"
        aria-label="Theme"
        aria-expanded={open}
        aria-controls={panelId}
        title="Theme"
        onClick={() => setOpen(!open)}
        className={buttonStyles.icon}
      >
        <PaletteIcon />
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute right-0 z-40 mt-2 w-[22rem] rounded-xl border border-border bg-surface p-2 text-text shadow-xl"
        >
          <h2 className="px-2 pt-1 pb-2 text-sm font-semibold text-text-secondary">Theme</h2>
          <ThemeOptions />
        </div>
      )}
    </div>
  );
}
