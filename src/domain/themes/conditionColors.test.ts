import { describe, expect, it } from 'vitest';
import { CONDITIONS } from '../valueSets';
import { CONDITION_COLORS } from './conditionColors';
import { contrastRatio } from './contrast';
import { THEMES } from './themeList';

describe('condition colours', () => {
  it.each(THEMES)('$id: every condition reads at 4.5:1 or better on every page colour', (theme) => {
    const failing = CONDITIONS.flatMap((condition) =>
      (['background', 'surface', 'surfaceHover'] as const)
        .map((page) => ({
          condition,
          page,
          ratio: contrastRatio(theme.colors[CONDITION_COLORS[condition]], theme.colors[page]),
        }))
        .filter(({ ratio }) => ratio < 4.5),
    );
    expect(failing).toEqual([]);
  });

  it('grades from best to worst: a worse condition never shows a better colour', () => {
    const grade = ['success', 'info', 'warning', 'error'];
    const order = CONDITIONS.filter((condition) => condition !== 'Sealed').map((condition) =>
      grade.indexOf(CONDITION_COLORS[condition]),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order).not.toContain(-1);
  });
});
