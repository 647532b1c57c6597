// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { THEMES } from '../../domain/themes/themeList';
import { ThemeOptions } from './ThemeOptions';
import { useTheme } from './themeStore';
import { readSavedTheme, SELECTED_THEME_KEY } from './themeStyle';

afterEach(() => {
  cleanup();
  useTheme.getState().chooseTheme('mtg-blue');
  localStorage.clear();
});

describe('ThemeOptions', () => {
  it('lists the six themes with name, description and the current one marked', () => {
    render(<ThemeOptions />);
    const options = within(screen.getByRole('list', { name: 'Themes' })).getAllByRole('button');
    expect(options.map((option) => option.textContent)).toEqual(
      THEMES.map((t) => `${t.name}${t.description}${t.id === 'mtg-blue' ? 'Current' : ''}`),
    );
    const current = screen.getByRole('button', { name: /^MTG Blue/ });
    expect(current.getAttribute('aria-pressed')).toBe('true');
    expect(current.textContent).toContain('Current');
    expect(current.textContent).toContain(THEMES[0].description);
    expect(screen.getAllByText('Current')).toHaveLength(1);
  });

  it('applies a chosen theme at once on <html> and saves its id', () => {
    render(<ThemeOptions />);
    fireEvent.click(screen.getByRole('button', { name: /^Forest Green/ }));
    const root = document.documentElement;
    expect(root.classList.contains('theme-forest-green')).toBe(true);
    expect(root.classList.contains('theme-mtg-blue')).toBe(false);
    expect(root.style.getPropertyValue('--color-primary')).toBe('#2E6B3A');
    expect(root.style.getPropertyValue('--color-text-secondary')).toBe('#34483A');
    expect(localStorage.getItem(SELECTED_THEME_KEY)).toBe('forest-green');
    expect(screen.getByRole('button', { name: /^Forest Green/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: /^MTG Blue/ }).getAttribute('aria-pressed')).toBe('false');
  });

  it('reads a saved id only when it names a known theme', () => {
    localStorage.setItem(SELECTED_THEME_KEY, 'royal-purple');
    expect(readSavedTheme().id).toBe('royal-purple');
    localStorage.setItem(SELECTED_THEME_KEY, '__proto__');
    expect(readSavedTheme().id).toBe('mtg-blue');
  });
});
