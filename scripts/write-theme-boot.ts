/**
 * Writes public/theme-boot.js from the themes in src/domain/themes (see
 * src/features/themes/themeBootScript.ts). Run after changing a theme: `npm run theme-boot`.
 */
import { writeFileSync } from 'node:fs';
import { buildThemeBootScript, THEME_BOOT_FILE } from '../src/features/themes/themeBootScript';

writeFileSync(THEME_BOOT_FILE, buildThemeBootScript());
console.log(`wrote ${THEME_BOOT_FILE}`);
