import { create } from 'zustand';
import { findTheme } from '../../domain/themes/themeCss';
import type { ColorTheme } from '../../domain/themes/themeTypes';
import { applyTheme, readSavedTheme, saveThemeId } from './themeStyle';

interface ThemeState {
  theme: ColorTheme;
  /** Applies the theme at once and saves its id (part 1 §4 "Theme"). */
  chooseTheme(id: string): void;
}

/**
 * The chosen theme. On start it is already on <html>: /theme-boot.js applied it before the first
 * paint (see themeBootScript.ts), so the store only reads which one it is.
 */
export const useTheme = create<ThemeState>()((set) => ({
  theme: readSavedTheme(),
  chooseTheme(id) {
    const theme = findTheme(id);
    applyTheme(theme);
    saveThemeId(theme.id);
    set({ theme });
  },
}));
