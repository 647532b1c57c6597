import { DEFAULT_THEME_ID } from '../valueSets';
import { betterTextOn } from './contrast';
import { THEMES } from './themeList';
import type { ColorTheme, ThemeColorKey } from './themeTypes';

/**
 * Which colour is read on which. Every pair must reach 4.5:1 (WCAG AA for body text);
 * themes.test.ts checks all six themes against this list.
 */
const TEXT_KEYS: ThemeColorKey[] = [
  'text',
  'textSecondary',
  'textMuted',
  'primary',
  'success',
  'warning',
  'error',
  'info',
];
const PAGE_KEYS: ThemeColorKey[] = ['background', 'surface', 'surfaceHover'];
export const READABLE_PAIRS: readonly (readonly [text: ThemeColorKey, background: ThemeColorKey])[] = [
  ...TEXT_KEYS.flatMap((text) => PAGE_KEYS.map((page) => [text, page] as const)),
  ['success', 'successLight'],
  ['warning', 'warningLight'],
  ['error', 'errorLight'],
  ['info', 'infoLight'],
  ['primary', 'primaryLight'],
  ['text', 'primaryLight'],
];

/** Filled controls and the text drawn on them: `--color-on-<fill>` serves the fill and its hover. */
export const FILLS = {
  primary: ['primary', 'primaryHover'],
  secondary: ['secondary', 'secondaryHover'],
  accent: ['accent', 'accentHover'],
} as const satisfies Record<string, readonly ThemeColorKey[]>;

const WHITE = '#FFFFFF';

/** White on a dark fill, the theme's own page colour on a light one (dark mode). */
export function textOnFill(theme: ColorTheme, fill: keyof typeof FILLS): string {
  return betterTextOn(theme.colors[fill], WHITE, theme.colors.background);
}

export const cssVariableName = (key: string) =>
  `--color-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
export const themeClassName = (theme: ColorTheme) => `theme-${theme.id}`;

/** One custom property per colour key (`--color-primary-hover`), plus the text colours on fills. */
export function themeCssVariables(theme: ColorTheme): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [key, value] of Object.entries(theme.colors)) variables[cssVariableName(key)] = value;
  for (const fill of Object.keys(FILLS) as (keyof typeof FILLS)[]) {
    variables[cssVariableName(`on-${fill}`)] = textOnFill(theme, fill);
  }
  return variables;
}

/** The theme saved under `selectedTheme` when it is a known one, else the default (the first). */
export function findTheme(id: string | null | undefined): ColorTheme {
  return (
    THEMES.find((theme) => theme.id === id) ??
    THEMES.find((theme) => theme.id === DEFAULT_THEME_ID) ??
    THEMES[0]
  );
}
