import type { FastifyInstance } from 'fastify';
import { ingestCatalogue } from './ingest';

/** Checked hourly; the ingest itself skips while the catalogue is younger than a day. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Runs the catalogue ingest once the server is listening (so a start is not slowed by it) and every
 * hour after; the ingest downloads only when the catalogue is a day old, and only one instance of
 * several does. Closing the server aborts a download in progress; the old catalogue stays whole.
 */
export function scheduleCatalogueIngest(app: FastifyInstance): void {
  const abort = new AbortController();
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    running = ingestCatalogue({
      db: app.db,
      cardDbUrl: app.settings.cardDbUrl,
      log: app.log,
      signal: abort.signal,
    }).catch((error: unknown) => {
      if (!abort.signal.aborted)
        app.log.error({ err: error }, 'catalogue ingest failed; the catalogue is unchanged');
    });
  };
  app.addHook('onListen', async () => {
    run();
    timer = setInterval(run, CHECK_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    abort.abort();
    await running;
  });
}
