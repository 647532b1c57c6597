import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type CardDbFixtureServer,
  loadFixturePrintings,
  startCardDbFixtureServer,
} from '../../../tests/fixtures/cardDb/cardDbFixtureServer';
import { CatalogueDatabase } from '../../db/catalogue/catalogueDatabase';
import { catalogueRowsOf, storeTestCatalogue } from '../../db/testing/catalogue';
import { freshDatabase } from '../../db/testing/database';
import { createMemoryAnswerCache } from './answerCache';
import { createCardDatabaseClient } from './cardDatabaseClient';
import { printingsWithFallback, searchWithFallback } from './searchWithFallback';

const printings = loadFixturePrintings();
// The catalogue lacks Serra Angel: the card database's answer fills it in online.
const inCatalogue = printings.filter((card) => card.name !== 'Serra Angel');
let fixture: CardDbFixtureServer;
let catalogue: CatalogueDatabase;
let online = true;

beforeAll(async () => {
  fixture = await startCardDbFixtureServer();
  catalogue = new CatalogueDatabase(`catalogue-${crypto.randomUUID()}`);
  await storeTestCatalogue(catalogue, catalogueRowsOf(inCatalogue));
});
afterAll(async () => {
  await fixture.close();
});
beforeEach(() => {
  online = true;
  fixture.requests.length = 0;
});

const deps = () => ({
  client: createCardDatabaseClient({ baseUrl: fixture.url, cache: createMemoryAnswerCache() }),
  db: freshDatabase(),
  catalogue,
  isOnline: () => online,
});

describe('card search with the catalogue on the device', () => {
  it('offline, finds any printing of the catalogue, never searched before', async () => {
    online = false;
    const found = await searchWithFallback(deps(), 'FIRE ICE');
    expect(found.source).toBe('device');
    expect(found.cards.map((card) => card.name)).toEqual(['Fire // Ice']);
    expect(fixture.requests).toEqual([]);
  });

  it('online, answers from the catalogue and adds what only the card database has', async () => {
    const found = await searchWithFallback(deps(), 'angel');
    expect(found.source).toBe('catalogue');
    expect(found.cards.map((card) => card.name)).toEqual(['Baneslayer Angel', 'Serra Angel']);
    expect(fixture.requests.some((path) => path.startsWith('/cards/search'))).toBe(true);
  });

  it('lists every printing of a name from the catalogue', async () => {
    online = false;
    const bolts = printings.filter((card) => card.name === 'Lightning Bolt');
    const found = await printingsWithFallback(deps(), 'Lightning Bolt');
    expect(found.cards.map((card) => card.id).sort()).toEqual(bolts.map((card) => card.id).sort());
  });
});
