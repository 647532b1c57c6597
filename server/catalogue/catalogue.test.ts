import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CatalogueAnswer, PriceHistoryAnswer } from '../../src/domain/catalogue/catalogueContract';
import { fromCompactRow } from '../../src/domain/catalogue/compactRows';
import {
  type CardDbFixtureServer,
  FIXTURE_BULK_UPDATED_AT,
  loadFixturePrintings,
  startCardDbFixtureServer,
} from '../../tests/fixtures/cardDb/cardDbFixtureServer';
import { BULK_FILE_PATH } from '../../tests/fixtures/cardDb/fixtureBulk';
import { nextDayPrintings } from '../../tests/fixtures/cardDb/nextDayPrintings';
import { FIXTURE_RATES_DAY } from '../../tests/fixtures/exchangeRates/ecbFeed';
import { scaled } from '../../tests/setup/slowness';
import { registerUser, type TestApi } from '../testing/apiClient';
import { describeEachBackend } from '../testing/backends';
import { startTestServer, type TestServer } from '../testing/startTestServer';
import { type IngestOutcome, ingestCatalogue } from './ingest';

const printings = loadFixturePrintings();
const SECOND_DAY = '2026-11-23T09:02:40.000+00:00';
const quiet = { info: () => undefined };

describeEachBackend('catalogue ingest and routes', (backend) => {
  let fixture: CardDbFixtureServer;
  let server: TestServer;
  let api: TestApi;
  const ingest = (force = false) =>
    ingestCatalogue({ db: server.app.db, cardDbUrl: fixture.url, log: quiet, force });
  const catalogue = async (since = 0) =>
    (await api.get<CatalogueAnswer>(`/catalogue?since=${since}`)).body.data as CatalogueAnswer;
  const downloads = () => fixture.requests.filter((path) => path === BULK_FILE_PATH).length;

  beforeAll(async () => {
    fixture = await startCardDbFixtureServer();
    server = await startTestServer({ backend, cardDbUrl: fixture.url });
    api = (await registerUser(server.apiUrl)).api;
  });
  afterAll(async () => {
    await server?.stop();
    await fixture?.close();
  });
  beforeEach(() => {
    fixture.requests.length = 0;
  });

  it('answers an empty version 0 before the first ingest', async () => {
    expect(await catalogue()).toMatchObject({ version: 0, full: true, total: 0, rows: [], priceDate: null });
  });

  it('streams the bulk file into version 1 and hands devices every printing', async () => {
    const outcome = await ingest();
    expect(outcome).toMatchObject({
      status: 'done',
      version: 1,
      printingCount: printings.length,
      skipped: 0,
    });
    expect(fixture.requests).toEqual(['/bulk-data', BULK_FILE_PATH]);
    const answer = await catalogue();
    expect(answer).toMatchObject({
      version: 1,
      full: true,
      total: printings.length,
      priceDate: '2026-11-22',
    });
    const rows = answer.rows.map((row) => fromCompactRow(row, answer.columns));
    expect(rows).toHaveLength(printings.length);
    const bolt = printings.find((card) => card.name === 'Lightning Bolt' && card.set === 'lea');
    const stored = rows.find((row) => row.id === bolt?.id);
    expect(stored).toMatchObject({ name: 'Lightning Bolt', setCode: 'lea', usd: Number(bolt?.prices.usd) });
    expect(stored?.imageFront).toBe(
      bolt?.image_uris?.normal.replace('https://card-db.fixture.invalid', fixture.url),
    );
    const doubleFaced = rows.find((row) => row.name.includes(' // ') && row.imageBack !== '');
    expect(doubleFaced?.imageBack).toContain('/back/');
    // The store ids ride along: Cardmarket's names a row of its files; none where the card has none.
    const ids = new Map(rows.map((row) => [row.id, [row.tcgplayerId, row.cardmarketId]]));
    expect(printings.every((card) => card.cardmarket_id === undefined)).toBe(false);
    for (const card of printings)
      expect(ids.get(card.id)).toEqual([card.tcgplayer_id ?? null, card.cardmarket_id ?? null]);
  });

  it('answers 304 to a device that already holds the version, and a smaller delta since it', async () => {
    const first = await api.get(`/catalogue?since=0`);
    const etag = first.headers.get('etag') ?? '';
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect((await api.get('/catalogue?since=0', { headers: { 'if-none-match': etag } })).status).toBe(304);
    expect(await catalogue(1)).toMatchObject({ version: 1, full: false, rows: [] });
  });

  it('keeps the day fresh: no second download within 24 h, and none of an unchanged file', async () => {
    expect(await ingest()).toEqual({ status: 'fresh', version: 1 });
    expect(await ingest(true)).toEqual({ status: 'unchanged', version: 1 });
    expect(downloads()).toBe(0);
  });

  it('a download broken half way keeps the previous catalogue whole', async () => {
    fixture.setBulk({
      updatedAt: SECOND_DAY,
      printings: nextDayPrintings(printings, { repriced: 5, added: 2, day: 2 }),
    });
    fixture.cutBulkAt(40_000);
    await expect(ingest(true)).rejects.toThrow();
    fixture.cutBulkAt(null);
    const answer = await catalogue();
    expect(answer).toMatchObject({ version: 1, total: printings.length });
    expect(answer.rows).toHaveLength(printings.length);
  });

  it('the next day’s file updates prices, adds printings and keeps the price history', async () => {
    const outcome = await ingest(true);
    expect(outcome).toMatchObject({
      status: 'done',
      addedCount: 2,
      changedCount: 5,
      printingCount: printings.length + 2,
    });
    const version = (outcome as Extract<IngestOutcome, { status: 'done' }>).version;
    const delta = await catalogue(1);
    expect(delta).toMatchObject({
      version,
      full: false,
      priceDate: '2026-11-23',
      total: printings.length + 2,
    });
    const changed = delta.rows.map((row) => fromCompactRow(row, delta.columns));
    expect(changed).toHaveLength(7);
    expect(changed.filter((row) => row.name.startsWith('Fixture Newcomer'))).toHaveLength(2);
    const repriced = printings.find((card) => card.prices.usd !== null);
    const history = await api.get<PriceHistoryAnswer>(
      `/catalogue/price-history?ids=${repriced?.id}&days=731`,
    );
    const points = history.body.data?.[repriced?.id ?? ''] ?? [];
    expect(points.map((point) => [point.day, point.usd])).toEqual([
      [FIXTURE_BULK_UPDATED_AT.slice(0, 10), Number(repriced?.prices.usd)],
      ['2026-11-23', Number((Number(repriced?.prices.usd) * 1.1).toFixed(2))],
    ]);
  });

  it('refuses a bad price-history call, naming the field', async () => {
    const answer = await api.get('/catalogue/price-history?ids=');
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toMatch(/^ids:/);
  });

  it('never runs two ingests at once', async () => {
    const other =
      backend === 'postgres' ? await startTestServer({ backend, databaseUrl: server.databaseUrl }) : server;
    fixture.setBulk({ updatedAt: '2026-11-24T09:00:00.000+00:00', printings });
    try {
      const outcomes = await Promise.all(
        [server, other].map((instance) =>
          ingestCatalogue({ db: instance.app.db, cardDbUrl: fixture.url, log: quiet, force: true }),
        ),
      );
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['busy', 'done']);
      expect(downloads()).toBe(1);
    } finally {
      if (other !== server) await other.stop();
    }
  });

  it('a catalogue ingested before the Cardmarket ids were kept hands them to devices in the next delta', async () => {
    // What migration 0005 leaves: the column there, empty on every printing.
    await server.app.db.execute(sql`update catalogue_printings set cardmarket_id = null`);
    const held = (await catalogue()).version;
    fixture.setBulk({ updatedAt: '2026-11-25T09:00:00.000+00:00', printings });
    const sold = printings.filter((card) => card.cardmarket_id !== undefined);
    expect(await ingest(true)).toMatchObject({ status: 'done', addedCount: 0, changedCount: sold.length });
    const delta = await catalogue(held);
    const rows = delta.rows.map((row) => fromCompactRow(row, delta.columns));
    expect(new Map(rows.map((row) => [row.id, row.cardmarketId]))).toEqual(
      new Map(sold.map((card) => [card.id, card.cardmarket_id])),
    );
  });
});

describe('the ingest schedule', () => {
  it('ingests at start when the catalogue is missing, then builds the answer before a device asks', async () => {
    const fixture = await startCardDbFixtureServer();
    const lines: Array<{ msg?: string; bytes?: number }> = [];
    const server = await startTestServer({
      backend: 'pglite',
      cardDbUrl: fixture.url,
      catalogueIngest: 'auto',
      logStream: { write: (line) => void lines.push(JSON.parse(line)) },
    });
    try {
      const ready = () => lines.filter((line) => line.msg === 'catalogue answer ready');
      await expect.poll(() => ready().length, { timeout: scaled(20_000) }).toBeGreaterThan(0);
      // The built answer is the ingested version's: the route hands out those very bytes.
      const built = await server.app.catalogueAnswers(server.app.db, { since: 0 });
      expect(ready()[0]?.bytes).toBe(built.gzipped.length);
      const { api } = await registerUser(server.apiUrl);
      const answer = (await api.get<CatalogueAnswer>('/catalogue')).body.data;
      expect(answer?.total).toBe(printings.length);
      expect(answer?.version).toBe(1);
      // The schedule fetched the day's exchange rates (the fixture's feed) before the ingest.
      expect(answer?.rates).toEqual([FIXTURE_RATES_DAY]);
    } finally {
      await server.stop();
      await fixture.close();
    }
  });
});
