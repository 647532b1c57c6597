import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { build } from 'vite';
import { openDeviceBrowser } from './deviceBrowser';

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

/** Passes a page's `/api/...` call on to the Cardfolio server at `apiOrigin`, so the page syncs same-origin. */
function forwardToApi(apiOrigin: string, request: IncomingMessage, response: ServerResponse) {
  const upstream = forward(
    `${apiOrigin}${request.url}`,
    { method: request.method, headers: request.headers },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => response.writeHead(502).end());
  request.pipe(upstream);
}

/**
 * Runs `window[globalName][exportName](argument)` of a bench module (bundled as above) in a blank page
 * of a local origin, in a browser with an on-disk profile (openDeviceBrowser), so IndexedDB behaves as it
 * does for the app on a device, and answers what it returned.
 * With `apiOrigin`, the origin also answers `/api/...` from that server (the page's sync engine).
 * The page's console and a crash are printed; the browser and the origin are closed afterwards.
 */
export async function runInBenchPage<Result>(
  fileInBenchFolder: string,
  globalName: string,
  exportName: string,
  argument: unknown,
  options: { apiOrigin?: string } = {},
): Promise<Result> {
  const script = await bundleForPage(fileInBenchFolder, globalName);
  const { apiOrigin } = options;
  const origin = createServer((request, response) => {
    if (apiOrigin && request.url?.startsWith('/api/')) return forwardToApi(apiOrigin, request, response);
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(`<!doctype html><title>${globalName}</title><body></body>`);
  });
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  const browser = await openDeviceBrowser();
  try {
    const page = await browser.context.newPage();
    page.on('console', (message) => console.log(`  [page] ${message.text()}`));
    page.on('crash', () => console.log('  [page] crashed (out of memory?)'));
    await page.goto(`http://127.0.0.1:${(origin.address() as AddressInfo).port}/`);
    await page.addScriptTag({ content: script });
    return (await page.evaluate(
      ([name, run, value]) =>
        (window as unknown as Record<string, Record<string, (value: unknown) => Promise<unknown>>>)[name][
          run
        ](value),
      [globalName, exportName, argument] as const,
    )) as Result;
  } finally {
    await browser.close();
    origin.close();
  }
}
