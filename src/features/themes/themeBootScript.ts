import { themeClassName } from '../../domain/themes/themeCss';
import { THEMES } from '../../domain/themes/themeList';
import { DEFAULT_THEME_ID } from '../../domain/valueSets';
import { SELECTED_THEME_KEY, themeStyleProperties } from './themeStyle';

/** Where the page loads the boot script from (a same-origin file: the CSP forbids inline scripts). */
export const THEME_BOOT_PATH = '/theme-boot.js';

/**
 * The source of /theme-boot.js: a classic, blocking script in <head> that applies the saved theme
 * before the first paint, so a dark-mode user never sees a flash of the default blue. It carries the
 * theme values as data built here from THEMES, the same way applyTheme does, so it cannot drift.
 * It is emitted at build time by a small Vite plugin (themeBootPlugin.ts) rather than committed to
 * public/: a generated file in the tree would need its own check against drift and would be linted
 * and reformatted as if written by hand.
 */
export function buildThemeBootScript(): string {
  const themes = Object.fromEntries(
    THEMES.map((theme) => [
      theme.id,
      { className: themeClassName(theme), properties: themeStyleProperties(theme) },
    ]),
  );
  return `// Cardfolio: applies the saved colour theme before the first paint. Built from src/domain/themes.
(function () {
  var themes = ${JSON.stringify(themes)};
  var id = null;
  try {
    id = window.localStorage.getItem(${JSON.stringify(SELECTED_THEME_KEY)});
  } catch (error) {}
  var theme = Object.prototype.hasOwnProperty.call(themes, id) ? themes[id] : themes[${JSON.stringify(DEFAULT_THEME_ID)}];
  var root = document.documentElement;
  for (var name in theme.properties) root.style.setProperty(name, theme.properties[name]);
  root.classList.add(theme.className);
  var meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', theme.properties['--color-primary']);
})();
`;
}
