import type { ThemeId } from '../valueSets';

/** The 24 colour keys of part 1 §3 "Colour theme", in the spec's order. */
export const THEME_COLOR_KEYS = [
  'primary',
  'primaryHover',
  'primaryLight',
  'primaryDark',
  'secondary',
  'secondaryHover',
  'accent',
  'accentHover',
  'background',
  'surface',
  'surfaceHover',
  'border',
  'borderLight',
  'text',
  'textSecondary',
  'textMuted',
  'success',
  'successLight',
  'warning',
  'warningLight',
  'error',
  'errorLight',
  'info',
  'infoLight',
] as const;
export type ThemeColorKey = (typeof THEME_COLOR_KEYS)[number];

export interface ColorTheme {
  id: ThemeId;
  name: string;
  description: string;
  colors: Record<ThemeColorKey, string>;
}
