import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../domain/themes/contrast';
import { THEMES } from '../domain/themes/themeList';
import { buttonStyles } from './buttons';

describe('button styles', () => {
  it('draw danger text in the surface colour, which reads on the error fill in every theme', () => {
    expect(buttonStyles.danger).toContain('bg-error text-surface');
    for (const theme of THEMES) {
      expect(contrastRatio(theme.colors.surface, theme.colors.error), theme.id).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('give every button a visible keyboard focus ring', () => {
    for (const style of Object.values(buttonStyles)) expect(style).toContain('focus-visible:outline-2');
  });
});
