import { describe, expect, it } from 'vitest';
import { THEME_IDS } from '../valueSets';
import { contrastRatio, relativeLuminance } from './contrast';
import { cssVariableName, FILLS, findTheme, READABLE_PAIRS, textOnFill, themeCssVariables } from './themeCss';
import { THEMES } from './themeList';
import { THEME_COLOR_KEYS } from './themeTypes';

describe('contrast', () => {
  it('matches the WCAG reference values', () => {
    expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1, 5);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
  });
});

describe('themes', () => {
  it('are the six of the spec, in order, mtg-blue first with primary #0E68AB', () => {
    expect(THEMES.map((t) => t.id)).toEqual([...THEME_IDS]);
    expect(THEMES[0].colors.primary).toBe('#0E68AB');
  });

  it.each(THEMES)('$id has all 24 keys as hex colours, a name and a description', (theme) => {
    expect(Object.keys(theme.colors).sort()).toEqual([...THEME_COLOR_KEYS].sort());
    for (const value of Object.values(theme.colors)) expect(value).toMatch(/^#[0-9A-F]{6}$/);
    expect(theme.name.length).toBeGreaterThan(0);
    expect(theme.description.length).toBeGreaterThan(0);
  });

  it.each(THEMES)('$id: every text/background pair reads at 4.5:1 or better', (theme) => {
    const failing = READABLE_PAIRS.map(([text, background]) => ({
      pair: `${text} on ${background}`,
      ratio: contrastRatio(theme.colors[text], theme.colors[background]),
    })).filter(({ ratio }) => ratio < 4.5);
    for (const [fill, keys] of Object.entries(FILLS)) {
      for (const key of keys) {
        const ratio = contrastRatio(textOnFill(theme, fill as keyof typeof FILLS), theme.colors[key]);
        if (ratio < 4.5) failing.push({ pair: `on-${fill} on ${key}`, ratio });
      }
    }
    expect(failing).toEqual([]);
  });

  it('turns keys into kebab-case custom properties, one per key plus the on-fill colours', () => {
    expect(cssVariableName('primaryHover')).toBe('--color-primary-hover');
    expect(cssVariableName('textSecondary')).toBe('--color-text-secondary');
    const variables = themeCssVariables(THEMES[0]);
    expect(variables['--color-primary']).toBe('#0E68AB');
    expect(variables['--color-success-light']).toBe('#DCFCE7');
    expect(variables['--color-on-primary']).toBe('#FFFFFF');
    expect(Object.keys(variables)).toHaveLength(24 + 3);
  });

  it('falls back to the default theme for an unknown or missing saved id', () => {
    expect(findTheme('ocean-teal').id).toBe('ocean-teal');
    expect(findTheme('neon-pink').id).toBe('mtg-blue');
    expect(findTheme(null).id).toBe('mtg-blue');
  });
});
