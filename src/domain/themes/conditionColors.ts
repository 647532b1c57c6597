import type { Condition } from '../valueSets';
import type { ThemeColorKey } from './themeTypes';

/**
 * The colour a condition is shown in (part 2 §9: every condition, Mint to Poor, and Sealed), from best
 * to worst: green, blue, amber, red; sealed in the theme's primary. Only text colours every theme keeps
 * readable on its pages (themeCss.ts READABLE_PAIRS), so each reads at 4.5:1 or better in every theme.
 */
export const CONDITION_COLORS: Readonly<Record<Condition, ThemeColorKey>> = {
  Mint: 'success',
  'Near Mint': 'success',
  Excellent: 'info',
  Good: 'info',
  'Light Played': 'warning',
  'Lightly Played': 'warning',
  'Moderately Played': 'warning',
  Played: 'warning',
  'Heavily Played': 'error',
  Damaged: 'error',
  Poor: 'error',
  Sealed: 'primary',
};
