import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { OCR_ASSET_SOURCES } from './src/features/scan/engine/ocrAssets';

const require = createRequire(import.meta.url);

function sourceOf(servedPath: string): string | undefined {
  const source = OCR_ASSET_SOURCES[servedPath];
  return source === undefined ? undefined : require.resolve(source);
}

/**
 * The OCR engine's files (tesseract.js's worker, its core, the English data) from node_modules,
 * served from our origin under /ocr: copied into the build, and answered by the dev server. They are
 * not part of any bundle, so the first screen never waits for them.
 */
export function ocrAssets(): Plugin {
  return {
    name: 'cardfolio-ocr-assets',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const source = sourceOf((request.url ?? '').split('?')[0] ?? '');
        if (!source) return next();
        response.setHeader(
          'Content-Type',
          source.endsWith('.js') ? 'text/javascript' : 'application/octet-stream',
        );
        response.end(readFileSync(source));
      });
    },
    generateBundle() {
      for (const servedPath of Object.keys(OCR_ASSET_SOURCES)) {
        const source = sourceOf(servedPath);
        if (source)
          this.emitFile({ type: 'asset', fileName: servedPath.slice(1), source: readFileSync(source) });
      }
    },
  };
}
