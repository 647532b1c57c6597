import type { FastifyInstance } from 'fastify';
import { refreshExchangeRates } from '../exchangeRates/refreshExchangeRates';
import { ingestCatalogue } from './ingest';

/** Checked hourly; the ingest itself skips while the catalogue is younger than a day. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Builds the whole catalogue's answer (since 0) for the newest version, so the first device after a
 * start or an ingest does not wait for it (100,000 printings take seconds to select and compress). The
 * cache keeps it until the next version; an answer already built is not built again.
 */
async function warmWholeCatalogue(app: FastifyInstance): Promise<void> {
  const started = Date.now();
  try {
    const built = await app.catalogueAnswers(app.db, { since: 0 });
    app.log.info({ ms: Date.now() - started, bytes: built.gzipped.length }, 'catalogue answer ready');
  } catch (error) {
    app.log.error({ err: error }, 'catalogue answer could not be built; the route builds it when asked');
  }
}

/** The day's exchange rates, which ship with the catalogue; a failure keeps the rates held. */
async function refreshRates(app: FastifyInstance, signal: AbortSignal): Promise<void> {
  try {
    const outcome = await refreshExchangeRates({ db: app.db, url: app.settings.exchangeRatesUrl, signal });
    if (outcome.status === 'done') app.log.info(outcome, 'exchange rates fetched');
  } catch (error) {
    if (!signal.aborted)
      app.log.error({ err: error }, 'exchange rates could not be fetched; the last ones stay');
  }
}

/**
 * Runs the catalogue ingest once the server is listening (so a start is not slowed by it) and every
 * hour after; the ingest downloads only when the catalogue is a day old, and only one instance of
 * several does. The exchange rates are fetched first, also once a day. After each check the whole
 * catalogue's answer is built ahead of the devices. Closing the server aborts a download in
 * progress; the old catalogue stays whole.
 */
export function scheduleCatalogueIngest(app: FastifyInstance): void {
  const abort = new AbortController();
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    running = refreshRates(app, abort.signal)
      .then(() =>
        ingestCatalogue({
          db: app.db,
          cardDbUrl: app.settings.cardDbUrl,
          log: app.log,
          signal: abort.signal,
        }),
      )
      .catch((error: unknown) => {
        if (!abort.signal.aborted)
          app.log.error({ err: error }, 'catalogue ingest failed; the catalogue is unchanged');
      })
      .then(() => (abort.signal.aborted ? undefined : warmWholeCatalogue(app)));
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
