import { relativeLuminance } from '../../domain/themes/contrast';
import { findTheme, themeClassName, themeCssVariables } from '../../domain/themes/themeCss';
import { THEMES } from '../../domain/themes/themeList';
import type { ColorTheme } from '../../domain/themes/themeTypes';

/** Part 1 §9: the local storage key holding the chosen theme's id. */
export const SELECTED_THEME_KEY = 'selectedTheme';

/**
 * What applying a theme sets on <html>: one custom property per colour key (part 1 §4), plus
 * `color-scheme`, so scrollbars and native controls match a dark theme.
 */
export function themeStyleProperties(theme: ColorTheme): Record<string, string> {
  const dark = relativeLuminance(theme.colors.background) < 0.2;
  return { ...themeCssVariables(theme), 'color-scheme': dark ? 'dark' : 'light' };
}

/** Sets the theme's properties and its `theme-<id>` class on the root, replacing any other theme's. */
export function applyTheme(theme: ColorTheme, root: HTMLElement = document.documentElement) {
  for (const [name, value] of Object.entries(themeStyleProperties(theme)))
    root.style.setProperty(name, value);
  for (const other of THEMES) root.classList.remove(themeClassName(other));
  root.classList.add(themeClassName(theme));
  // The browser's own toolbar on mobile follows the theme too.
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.colors.primary);
}

/** The saved theme when it is a known one, else the default (storage may be blocked: default too). */
export function readSavedTheme(): ColorTheme {
  try {
    return findTheme(localStorage.getItem(SELECTED_THEME_KEY));
  } catch {
    return findTheme(null);
  }
}

export function saveThemeId(id: string) {
  try {
    localStorage.setItem(SELECTED_THEME_KEY, id);
  } catch {
    // Private mode with storage blocked: the theme still applies for this visit.
  }
}
