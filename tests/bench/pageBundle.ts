import path from 'node:path';
import { build } from 'vite';

/**
 * A bench module bundled for the browser as one IIFE script, its exports on `window[globalName]`, to
 * run the device's own code in a Chromium page. No config file: the app's PWA plugin stays out.
 */
export async function bundleForPage(fileInBenchFolder: string, globalName: string): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry: path.join(import.meta.dirname, fileInBenchFolder), formats: ['iife'], name: globalName },
    },
  });
  const [result] = Array.isArray(output) ? output : [output];
  return (result as { output: Array<{ code?: string }> }).output[0].code ?? '';
}
