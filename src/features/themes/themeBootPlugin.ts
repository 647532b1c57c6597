import type { Plugin } from 'vite';
import { buildThemeBootScript, THEME_BOOT_PATH } from './themeBootScript';

/**
 * Serves /theme-boot.js in development, emits it into the build (where the service worker's
 * precache picks it up with the other scripts) and puts its blocking <script> into <head>.
 */
export function themeBootPlugin(): Plugin {
  const fileName = THEME_BOOT_PATH.slice(1);
  return {
    name: 'cardfolio-theme-boot',
    configureServer(server) {
      server.middlewares.use(THEME_BOOT_PATH, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        response.end(buildThemeBootScript());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: buildThemeBootScript() });
    },
    transformIndexHtml() {
      return [{ tag: 'script', attrs: { src: THEME_BOOT_PATH }, injectTo: 'head' }];
    },
  };
}
