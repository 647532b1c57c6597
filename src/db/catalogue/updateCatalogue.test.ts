import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { ingestCatalogue } from '../../../server/catalogue/ingest';
import { refreshExchangeRates } from '../../../server/exchangeRates/refreshExchangeRates';
import { storeRatesDays } from '../../../server/exchangeRates/storedRates';
import { registerUser } from '../../../server/testing/apiClient';
import { startTestServer, type TestServer } from '../../../server/testing/startTestServer';
import {
  type CardDbFixtureServer,
  loadFixturePrintings,
  startCardDbFixtureServer,
} from '../../../tests/fixtures/cardDb/cardDbFixtureServer';
import { nextDayPrintings } from '../../../tests/fixtures/cardDb/nextDayPrintings';
import { FIXTURE_RATES_DAY } from '../../../tests/fixtures/exchangeRates/ecbFeed';
import { type ApiClient, createApiClient } from '../../api/apiClient';
import { memoryTokenStore } from '../../api/tokenStore';
import { CATALOGUE_TEXTS } from '../../domain/catalogue/catalogueTexts';
import { quickAddCard } from '../cards/quickAddCard';
import { createCollection } from '../collections/createCollection';
import { boltDefinition } from '../testing/cards';
import { freshDatabase } from '../testing/database';
import { fillDiskAtWrite } from '../testing/quotaFault';
import { CatalogueDatabase, readCatalogueState, readExchangeRates } from './catalogueDatabase';
import { loadCatalogue } from './catalogueIndex';
import { searchCatalogue } from './searchCatalogue';
import { type CatalogueProgress, updateCatalogue } from './updateCatalogue';

const printings = loadFixturePrintings();
let fixture: CardDbFixtureServer;
let server: TestServer;
let client: ApiClient;
const ingest = () =>
  ingestCatalogue({ db: server.app.db, cardDbUrl: fixture.url, log: { info: () => undefined }, force: true });

beforeAll(async () => {
  fixture = await startCardDbFixtureServer();
  server = await startTestServer({ backend: 'pglite', cardDbUrl: fixture.url });
  const user = await registerUser(server.apiUrl);
  client = createApiClient({
    tokens: memoryTokenStore({ accessToken: user.accessToken, refreshToken: user.refreshToken }),
    origin: server.baseUrl,
  });
  await ingest();
  await refreshExchangeRates({ db: server.app.db, url: server.app.settings.exchangeRatesUrl });
});
afterAll(async () => {
  await server?.stop();
  await fixture?.close();
});

const freshCatalogue = () => new CatalogueDatabase(`catalogue-${crypto.randomUUID()}`);
const heldPrintings = async (db: CatalogueDatabase) => (await loadCatalogue(db))?.printings ?? new Map();

describe('the device catalogue', () => {
  it('downloads the whole catalogue with progress, then only the next day’s delta', async () => {
    const db = freshCatalogue();
    const progress: CatalogueProgress[] = [];
    expect(await updateCatalogue(db, client, (step) => progress.push(step))).toEqual({
      status: 'updated',
      version: 1,
      full: true,
    });
    const held = await heldPrintings(db);
    expect(held.size).toBe(printings.length);
    // The store ids came along from the card database's file to the device.
    const sold = printings.find((card) => card.cardmarket_id !== undefined);
    expect(held.get(sold?.id ?? '')).toMatchObject({ cardmarketId: sold?.cardmarket_id });
    const unsold = printings.find((card) => card.cardmarket_id === undefined);
    expect(held.get(unsold?.id ?? '')).toMatchObject({ cardmarketId: null });
    expect(await readCatalogueState(db)).toMatchObject({
      version: 1,
      total: printings.length,
      priceDate: '2026-11-22',
    });
    expect(progress.filter((step) => step.phase === 'downloading').at(-1)?.fraction).toBe(1);
    expect(progress.at(-1)).toEqual({ phase: 'saving', fraction: 1 });
    expect(await updateCatalogue(db, client)).toEqual({ status: 'current', version: 1, full: false });

    fixture.setBulk({
      updatedAt: '2026-11-23T09:00:00.000+00:00',
      printings: nextDayPrintings(printings, { repriced: 3, added: 1, day: 2 }),
    });
    await ingest();
    const before = (await heldPrintings(db)).get(
      printings.find((card) => card.prices.usd !== null)?.id ?? '',
    );
    expect(await updateCatalogue(db, client)).toEqual({ status: 'updated', version: 2, full: false });
    expect((await heldPrintings(db)).size).toBe(printings.length + 1);
    const after = (await heldPrintings(db)).get(before?.id ?? '');
    expect(after?.usd).toBeCloseTo((before?.usd ?? 0) * 1.1, 1);
    expect((await searchCatalogue(db, 'newcomer'))?.map((card) => card.name)).toEqual([
      'Fixture Newcomer 2-0',
    ]);
  });

  it('a full disk during the download says so, keeps the user’s data and holds no half catalogue', async () => {
    const db = freshCatalogue();
    const userDb = freshDatabase();
    const collection = await createCollection(userDb, { name: 'Binder' });
    await quickAddCard(userDb, { collectionId: collection.id, definition: boltDefinition() });
    const cardsBefore = await userDb.cards.toArray();
    const disk = fillDiskAtWrite(1, ['chunks']);
    onTestFinished(disk.restore);
    await expect(updateCatalogue(db, client)).rejects.toThrow(CATALOGUE_TEXTS.storageFull);
    disk.restore();
    expect(await readCatalogueState(db)).toBeUndefined();
    expect(await db.chunks.count()).toBe(0);
    expect(await userDb.cards.toArray()).toEqual(cardsBefore);
    expect(await userDb.outbox.count()).toBeGreaterThan(0);
    expect(await searchCatalogue(db, 'bolt')).toBeNull();
  });

  it('a full disk during an update keeps the previous version whole and readable, and the next try applies it', async () => {
    const db = freshCatalogue();
    const held = await updateCatalogue(db, client);
    const before = await heldPrintings(db);
    fixture.setBulk({
      updatedAt: '2026-11-24T09:00:00.000+00:00',
      printings: nextDayPrintings(printings, { repriced: 2, added: 1, day: 3 }),
    });
    await ingest();
    const disk = fillDiskAtWrite(1, ['chunks']);
    onTestFinished(disk.restore);
    await expect(updateCatalogue(db, client)).rejects.toThrow(CATALOGUE_TEXTS.storageFull);
    disk.restore();
    expect(disk.writes()).toBe(1);
    expect((await readCatalogueState(db))?.version).toBe(held.version);
    expect(await heldPrintings(db)).toEqual(before);
    expect((await searchCatalogue(db, 'bolt'))?.length).toBeGreaterThan(0);
    // A query in the language finds one printing per name, as the header's search does.
    expect((await searchCatalogue(db, 't:angel mv>=5'))?.map((card) => card.name)).toEqual([
      'Baneslayer Angel',
      'Serra Angel',
    ]);
    expect(await updateCatalogue(db, client)).toMatchObject({ status: 'updated', version: held.version + 1 });
    expect((await searchCatalogue(db, 'newcomer 3'))?.map((card) => card.name)).toEqual([
      'Fixture Newcomer 3-0',
    ]);
  });

  it('keeps the exchange rates that come with the catalogue and asks only for days it lacks', async () => {
    const db = freshCatalogue();
    const asked: string[] = [];
    const counting: Pick<ApiClient, 'send'> = {
      send: (method, path, options) => {
        asked.push(path);
        return client.send(method, path, options);
      },
    };
    await updateCatalogue(db, counting);
    expect(await readExchangeRates(db)).toEqual([FIXTURE_RATES_DAY]);
    const nextDay = { date: '2026-11-27', perEuro: { USD: 1.12, GBP: 0.87 } };
    await storeRatesDays(server.app.db, [nextDay], new Date());
    // The catalogue did not change; the new day of rates still reaches the device.
    expect((await updateCatalogue(db, counting)).status).toBe('current');
    expect(asked.at(-1)).toContain(`ratesSince=${FIXTURE_RATES_DAY.date}`);
    expect(await readExchangeRates(db)).toEqual([FIXTURE_RATES_DAY, nextDay]);
  });
});
