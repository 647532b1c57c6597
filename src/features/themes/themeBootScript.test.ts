// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findTheme } from '../../domain/themes/themeCss';
import { THEMES } from '../../domain/themes/themeList';
import { buildThemeBootScript, THEME_BOOT_FILE } from './themeBootScript';
import { applyTheme, SELECTED_THEME_KEY, themeStyleProperties } from './themeStyle';

const root = document.documentElement;

const committed = readFileSync(THEME_BOOT_FILE, 'utf8');

function runBootScript() {
  // The file the browser runs, as committed.
  new Function(committed)();
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

  it('is committed exactly as generated from the themes (npm run theme-boot rewrites it)', () => {
    expect(committed).toBe(buildThemeBootScript());
  });

  it('is loaded by index.html as a blocking classic script in <head>, before the app bundle', () => {
    const html = readFileSync('index.html', 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<script src="/theme-boot.js"></script>');
    expect(html.indexOf('/theme-boot.js')).toBeLessThan(html.indexOf('type="module"'));
  });
});
