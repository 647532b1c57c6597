// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findTheme } from '../../domain/themes/themeCss';
import { THEMES } from '../../domain/themes/themeList';
import { themeBootPlugin } from './themeBootPlugin';
import { buildThemeBootScript, THEME_BOOT_PATH } from './themeBootScript';
import { applyTheme, SELECTED_THEME_KEY, themeStyleProperties } from './themeStyle';

const root = document.documentElement;

function runBootScript() {
  // The same text the browser runs from /theme-boot.js.
  new Function(buildThemeBootScript())();
}

function appliedProperties(): Record<string, string> {
  return Object.fromEntries([...root.style].map((name) => [name, root.style.getPropertyValue(name)]));
}

afterEach(() => {
  root.removeAttribute('style');
  root.removeAttribute('class');
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('theme boot script', () => {
  it.each(THEMES)('applies a saved $id exactly as choosing it in the app does', (theme) => {
    localStorage.setItem(SELECTED_THEME_KEY, theme.id);
    runBootScript();
    const booted = { className: root.className, properties: appliedProperties() };
    root.removeAttribute('style');
    root.removeAttribute('class');
    applyTheme(theme);
    expect(booted).toEqual({ className: root.className, properties: appliedProperties() });
    expect(booted.className).toBe(`theme-${theme.id}`);
    expect(booted.properties['--color-primary']).toBe(theme.colors.primary);
    expect(Object.keys(booted.properties)).toHaveLength(Object.keys(themeStyleProperties(theme)).length);
  });

  it('applies the default theme for an unknown or missing id', () => {
    localStorage.setItem(SELECTED_THEME_KEY, 'neon-pink');
    runBootScript();
    expect(root.className).toBe('theme-mtg-blue');
    expect(root.style.getPropertyValue('--color-primary')).toBe('#0E68AB');
    localStorage.clear();
    root.removeAttribute('class');
    runBootScript();
    expect(root.className).toBe('theme-mtg-blue');
  });

  it('still applies the default when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    runBootScript();
    expect(root.className).toBe(`theme-${findTheme(null).id}`);
  });

  it('is emitted into the build and loaded from <head> by the Vite plugin', () => {
    const plugin = themeBootPlugin();
    const emitFile = vi.fn();
    (plugin.generateBundle as unknown as (this: { emitFile: typeof emitFile }) => void).call({ emitFile });
    expect(emitFile).toHaveBeenCalledWith({
      type: 'asset',
      fileName: 'theme-boot.js',
      source: buildThemeBootScript(),
    });
    const tags = (plugin.transformIndexHtml as () => unknown)();
    expect(tags).toEqual([{ tag: 'script', attrs: { src: THEME_BOOT_PATH }, injectTo: 'head' }]);
  });
});
