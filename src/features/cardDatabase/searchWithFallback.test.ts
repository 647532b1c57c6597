import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type CardDbFixtureServer,
  startCardDbFixtureServer,
} from '../../../tests/fixtures/cardDb/cardDbFixtureServer';
import { CardfolioDatabase } from '../../db/database';
import { createMemoryAnswerCache } from './answerCache';
import { type CardDatabaseClient, createCardDatabaseClient } from './cardDatabaseClient';
import { printingsWithFallback, searchWithFallback } from './searchWithFallback';

let fixture: CardDbFixtureServer;
let db: CardfolioDatabase;
let client: CardDatabaseClient;
let online: boolean;

beforeAll(async () => {
  fixture = await startCardDbFixtureServer();
});
afterAll(async () => {
  await fixture.close();
});
beforeEach(async () => {
  db = new CardfolioDatabase(`card-lookup-${crypto.randomUUID()}`);
  await db.open();
  // A fresh cache per test, and a clock that never makes a test wait for the rate limiter.
  let time = 0;
  client = createCardDatabaseClient({
    baseUrl: fixture.url,
    cache: createMemoryAnswerCache(),
    now: () => time,
    sleep: async (ms) => {
      time += ms;
    },
  });
  online = true;
  fixture.requests.length = 0;
});
afterEach(async () => {
  await fixture.setDown(false);
  await db.delete();
});

const deps = () => ({ client, db, isOnline: () => online });

describe('searchWithFallback', () => {
  it('answers from the card database and keeps every card it showed on the device', async () => {
    const result = await searchWithFallback(deps(), 'lightning');
    expect(result.source).toBe('online');
    expect(result.cards.map((card) => card.name)).toEqual(['Lightning Bolt', 'Lightning Helix']);
    const saved = await db.cardDefinitions.toArray();
    expect(saved.map((row) => row.key).sort()).toEqual(
      result.cards.map((card) => `${card.name}|${card.setCode}`.toLowerCase()).sort(),
    );
  });

  it('offline, finds the saved definitions without asking the card database', async () => {
    await searchWithFallback(deps(), 'lightning');
    fixture.requests.length = 0;
    online = false;
    const result = await searchWithFallback(deps(), 'BOLT');
    expect(result).toMatchObject({ source: 'device' });
    expect(result.cards.map((card) => card.name)).toEqual(['Lightning Bolt']);
    expect(fixture.requests).toEqual([]);
  });

  it('falls back to the device when the card database answers 503 or refuses connections', async () => {
    await searchWithFallback(deps(), 'counterspell');
    await fixture.setDown(true);
    const unavailable = await searchWithFallback(deps(), 'counter');
    expect(unavailable.source).toBe('device');
    expect(unavailable.cards.map((card) => card.name)).toEqual(['Counterspell']);
    await fixture.setDown(true, 'refused');
    const refused = await searchWithFallback(deps(), 'spell');
    expect(refused.cards.map((card) => card.name)).toEqual(['Counterspell']);
  });

  it('shows the card database’s real errors instead of device results', async () => {
    const rejecting = createCardDatabaseClient({
      baseUrl: fixture.url,
      cache: createMemoryAnswerCache(),
      fetch: async () => new Response('{}', { status: 400 }),
    });
    await expect(searchWithFallback({ client: rejecting, db, isOnline: () => true }, 'bolt')).rejects.toThrow(
      'Failed to search cards',
    );
  });

  it('answers nothing for fewer than two characters, online or not', async () => {
    expect(await searchWithFallback(deps(), 'l')).toEqual({ source: 'online', cards: [] });
    online = false;
    expect(await searchWithFallback(deps(), 'l')).toEqual({ source: 'device', cards: [] });
    expect(fixture.requests).toEqual([]);
  });
});

describe('printingsWithFallback', () => {
  it('keeps every printing seen online and lists them offline', async () => {
    const result = await printingsWithFallback(deps(), 'Sol Ring');
    expect(result.source).toBe('online');
    expect(result.cards.length).toBeGreaterThan(3);
    online = false;
    const offline = await printingsWithFallback(deps(), 'sol ring');
    expect(offline.source).toBe('device');
    expect(offline.cards.map((card) => card.id).sort()).toEqual(result.cards.map((card) => card.id).sort());
  });
});
