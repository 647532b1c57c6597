import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { themeCssVariables } from './domain/themes/themeCss';
import { THEMES } from './domain/themes/themeList';

describe('styles.css', () => {
  it("declares every theme variable with the default theme's value", () => {
    const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8');
    const declared = Object.fromEntries(
      [...css.matchAll(/^\s*(--color-[a-z-]+):\s*(#[0-9a-f]{6});/gm)].map(([, name, value]) => [name, value]),
    );
    const expected = Object.fromEntries(
      Object.entries(themeCssVariables(THEMES[0])).map(([name, value]) => [name, value.toLowerCase()]),
    );
    expect(declared).toEqual(expected);
  });
});
