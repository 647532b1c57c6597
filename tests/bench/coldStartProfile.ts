/**
 * What runs before the cards view is ready at an offline cold start (the coldStart bench's visit): a
 * Chromium trace of one visit, summed up as the page's main-thread time by script (CPU profile
 * samples, self time) and by kind of task, plus every IndexedDB request with when it started and how
 * long it took. Not a bench (it prints no ratio): a tool for finding what to move.
 * `npx tsx tests/bench/coldStartProfile.ts [dist folder]`; PROFILE_CARDS=50000 seeds copies first.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { startServer } from '../e2e/server';
import { seedCollection } from './cardsViewBrowser';
import { COLD_START_MARKS, type Marks, signUpInstalled } from './coldStartMarks';
import { openDeviceBrowser } from './deviceBrowser';
import { summariseTrace, type TraceEvent } from './traceSummary';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = path.resolve(process.argv[2] ?? path.join(ROOT, 'dist'));
const CARDS = Number(process.env.PROFILE_CARDS ?? 0);

/** Times every IndexedDB open and request from the page's start: name, store, start, duration. */
const IDB_LOG = `
  window.__idb = [];
  const timed = (proto, method, describe) => {
    const original = proto[method];
    proto[method] = function (...args) {
      const request = original.apply(this, args);
      const entry = { what: describe(this, method, args), at: performance.now(), took: -1 };
      window.__idb.push(entry);
      request.addEventListener('success', () => { entry.took = performance.now() - entry.at; });
      return request;
    };
  };
  const storeName = (target) => (target.objectStore ? target.objectStore.name + '.' + target.name : target.name);
  timed(IDBFactory.prototype, 'open', (_, method, args) => 'open ' + args[0]);
  for (const proto of [IDBObjectStore.prototype, IDBIndex.prototype]) {
    for (const method of ['get', 'getAll', 'getAllKeys', 'count', 'openCursor', 'openKeyCursor', 'getKey']) {
      if (proto[method]) timed(proto, method, (target) => method + ' ' + storeName(target));
    }
  }
`;

/** In the page: when the document and each script and style were asked for and arrived (via the worker). */
const LOAD_TIMINGS = `(() => {
  const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')];
  const at = (value) => value.toFixed(0).padStart(6);
  return entries
    .map((entry) => at(entry.startTime) + ' ' + at(entry.workerStart) + ' ' + at(entry.responseStart) + ' ' + at(entry.responseEnd) + '  ' + entry.name.replace(location.origin, ''))
    .concat(performance.getEntriesByType('mark').map((mark) => '  mark ' + at(mark.startTime) + ' ' + mark.name))
    .join('\\n');
})()`;

async function tracedVisit(page: Page): Promise<{ marks: Marks; events: TraceEvent[] }> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    categories: [
      'toplevel',
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'disabled-by-default-v8.cpu_profiler',
      'blink.user_timing',
      'loading',
    ].join(','),
    transferMode: 'ReportEvents',
  });
  await page.goto('/');
  await page.waitForFunction(() => (window as unknown as { __readyAt?: number }).__readyAt !== undefined);
  const marks = await page.evaluate(() => {
    const w = window as unknown as { __shellAt: number; __readyAt: number; __firstRowAt?: number };
    return { shell: w.__shellAt, ready: w.__readyAt, firstRow: w.__firstRowAt ?? Number.NaN };
  });
  await cdp.send('Tracing.end');
  await done;
  return { marks, events };
}

async function main() {
  const server = await startServer({ distDir: DIST });
  const browser = await openDeviceBrowser({
    baseURL: server.baseURL,
    viewport: { width: 1280, height: 800 },
  });
  try {
    await browser.context.addInitScript(COLD_START_MARKS);
    await browser.context.addInitScript(IDB_LOG);
    let page = await browser.context.newPage();
    const user = await signUpInstalled(page);
    if (CARDS > 0) await seedCollection(page, user.userId, user.collectionId, CARDS);
    await browser.context.setOffline(true);
    // Two warm-up visits (the code cache, the cards view's picture of its first rows), then the traced one.
    for (let visit = 0; visit < 3; visit++) {
      await page.close();
      page = await browser.context.newPage();
      if (visit < 2) {
        await page.goto('/');
        await page.waitForFunction(
          () => (window as unknown as { __readyAt?: number }).__readyAt !== undefined,
        );
        continue;
      }
      const { marks, events } = await tracedVisit(page);
      console.log(`marks (ms from navigation): ${JSON.stringify(marks)}`);
      console.log(summariseTrace(events, marks.ready));
      console.log('\nnavigation and resources (start, worker start, response start, response end; ms):');
      console.log(await page.evaluate(LOAD_TIMINGS));
      const idb = await page.evaluate(
        () => (window as unknown as { __idb: { what: string; at: number; took: number }[] }).__idb,
      );
      console.log('\nIndexedDB requests before ready (start ms, took ms):');
      for (const entry of idb.filter((one) => one.at <= marks.ready)) {
        console.log(
          `  ${entry.at.toFixed(0).padStart(6)} ${entry.took.toFixed(0).padStart(5)}  ${entry.what}`,
        );
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
