import { buttonStyles } from '../../ui/buttons';
import { PaletteIcon } from '../../ui/icons';
import { useDisclosure } from '../../ui/useDisclosure';
import { ThemeOptions } from './ThemeOptions';

/**
 * The header's theme picker from the medium breakpoint up: a disclosure whose panel lists the themes.
 * It stays open while the user tries themes; Escape or a press outside closes it.
 */
export function ThemePicker() {
  const { open, panelId, root, toggleProps } = useDisclosure();

  return (
    <div ref={root} className="relative">
      <button {...toggleProps} type="button" aria-label="Theme" title="Theme" className={buttonStyles.icon}>
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
