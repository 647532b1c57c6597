import { THEMES } from '../../domain/themes/themeList';
import type { ColorTheme } from '../../domain/themes/themeTypes';
import { focusRing } from '../../ui/buttons';
import { CheckIcon } from '../../ui/icons';
import { useTheme } from './themeStore';

/** Part 1 §2 "Theme picker": the three swatches are primary, accent and secondary. */
const SWATCH_KEYS = ['primary', 'accent', 'secondary'] as const;

function Swatches({ theme }: { theme: ColorTheme }) {
  return (
    <span aria-hidden="true" className="flex shrink-0 -space-x-1.5">
      {SWATCH_KEYS.map((key) => (
        <span
          key={key}
          className="h-6 w-6 rounded-full border-2 border-surface shadow-sm"
          style={{ backgroundColor: theme.colors[key] }}
        />
      ))}
    </span>
  );
}

/** The six themes with name, description, swatches and the "Current" marker; a click applies at once. */
export function ThemeOptions() {
  const { theme: current, chooseTheme } = useTheme();
  return (
    <ul aria-label="Themes" className="flex flex-col gap-1">
      {THEMES.map((theme) => {
        const isCurrent = theme.id === current.id;
        return (
          <li key={theme.id}>
            <button
              type="button"
              aria-pressed={isCurrent}
              onClick={() => chooseTheme(theme.id)}
              className={`flex w-full items-center gap-3 rounded-lg border px-3 py-2 text-left ${focusRing} ${
                isCurrent ? 'border-primary bg-primary-light' : 'border-transparent hover:bg-surface-hover'
              }`}
            >
              <Swatches theme={theme} />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="text-sm font-semibold text-text">{theme.name}</span>
                <span className="text-xs text-text-secondary">{theme.description}</span>
              </span>
              {isCurrent && (
                <span className="flex items-center gap-0.5 text-xs font-semibold text-primary">
                  <CheckIcon className="h-4 w-4" />
                  Current
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
