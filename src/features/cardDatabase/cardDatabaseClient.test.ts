import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type CardDbFixtureServer,
  loadFixturePrintings,
  startCardDbFixtureServer,
} from '../../../tests/fixtures/cardDb/cardDbFixtureServer';
import { CARD_DB_CACHE_MS } from '../../domain/limits';
import { createMemoryAnswerCache } from './answerCache';
import { type CardDatabaseClientOptions, createCardDatabaseClient } from './cardDatabaseClient';
import { CardDatabaseError } from './cardDatabaseError';

const printings = loadFixturePrintings();
let fixture: CardDbFixtureServer;

beforeAll(async () => {
  fixture = await startCardDbFixtureServer();
});
afterAll(async () => {
  await fixture.close();
});
beforeEach(() => {
  fixture.requests.length = 0;
});

/** A clock that moves only when the rate limiter sleeps: no test waits on real time. */
function manualClock() {
  const clock = {
    time: 0,
    sleeps: [] as number[],
    now: () => clock.time,
    sleep: async (ms: number) => {
      clock.sleeps.push(ms);
      clock.time += ms;
    },
  };
  return clock;
}

function client(overrides: Partial<CardDatabaseClientOptions> = {}) {
  const clock = manualClock();
  const created = createCardDatabaseClient({
    baseUrl: fixture.url,
    now: clock.now,
    sleep: clock.sleep,
    cache: createMemoryAnswerCache(),
    ...overrides,
  });
  return { client: created, clock };
}

describe('searchCards', () => {
  it('asks for unique cards by name and maps them to card definitions', async () => {
    const { client: cards } = client();
    const [bolt] = await cards.searchCards(' Lightning  bolt ');
    const newest = printings
      .filter((card) => card.name === 'Lightning Bolt')
      .reduce((a, b) => (a.released_at > b.released_at ? a : b));
    expect(bolt).toMatchObject({
      id: newest.id,
      name: 'Lightning Bolt',
      setCode: newest.set.toUpperCase(),
      set: newest.set_name,
      color: 'red',
      manaCost: '{R}',
      imageUrl: `${fixture.url}/images/${newest.id}/normal.png`,
    });
    expect(fixture.requests).toEqual(['/cards/search?q=Lightning+bolt&unique=cards&order=name']);
  });

  it('never asks with fewer than 2 characters', async () => {
    const { client: cards } = client();
    expect(await cards.searchCards('b')).toEqual([]);
    expect(await cards.searchCards('  o ')).toEqual([]);
    expect(fixture.requests).toEqual([]);
    expect((await cards.searchCards('op')).map((card) => card.name)).toContain('Opt');
  });

  it('shows at most 10 cards', async () => {
    const { client: cards } = client();
    const names = new Set(
      printings.filter((card) => card.name.toLowerCase().includes('in')).map((c) => c.name),
    );
    expect(names.size).toBeGreaterThan(10);
    const found = await cards.searchCards('in');
    expect(found).toHaveLength(10);
    expect(new Set(found.map((card) => card.name)).size).toBe(10);
  });

  it('takes a double-faced card’s image, cost and colour from its first face', async () => {
    const { client: cards } = client();
    const [delver] = await cards.searchCards('delver');
    const source = printings.find((card) => card.id === delver.id);
    expect(delver.imageUrl).toBe(
      source?.card_faces?.[0].image_uris?.normal?.replace(/^https:\/\/[^/]+/, fixture.url),
    );
    expect(delver.imageUrl).toMatch(/\/images\/[0-9a-f-]+\/normal\.png$/);
    expect(delver).toMatchObject({ manaCost: '{U}', color: 'blue' });
  });

  it('reads a search without matches as no cards', async () => {
    const { client: cards } = client();
    expect(await cards.searchCards('qqqq')).toEqual([]);
  });

  it('answers a repeated search from the cache for 24 hours', async () => {
    const { client: cards, clock } = client();
    const first = await cards.searchCards('counterspell');
    clock.time += CARD_DB_CACHE_MS - 1;
    expect(await cards.searchCards('counterspell')).toEqual(first);
    expect(fixture.requests).toHaveLength(1);
    clock.time += 1;
    await cards.searchCards('counterspell');
    expect(fixture.requests).toHaveLength(2);
  });

  it('drops expired answers from the cache after its first request', async () => {
    const cache = createMemoryAnswerCache();
    const { client: cards, clock } = client({ cache });
    clock.time = CARD_DB_CACHE_MS + 10;
    await cache.put('https://old.example/cards/search?q=x', { storedAt: 5, body: {} });
    await cards.searchCards('opt');
    await expect.poll(() => cache.get('https://old.example/cards/search?q=x')).toBeUndefined();
    expect(await cache.get(`${fixture.url}/cards/search?q=opt&unique=cards&order=name`)).toBeDefined();
  });

  it('sends one request for identical searches made at the same time', async () => {
    const { client: cards } = client();
    const [a, b] = await Promise.all([cards.searchCards('sol ring'), cards.searchCards('sol ring')]);
    expect(a).toEqual(b);
    expect(fixture.requests).toHaveLength(1);
  });

  it('starts at most two calls a second and queues the rest', async () => {
    const clock = manualClock();
    const started: number[] = [];
    const cards = createCardDatabaseClient({
      baseUrl: fixture.url,
      now: clock.now,
      sleep: clock.sleep,
      cache: createMemoryAnswerCache(),
      fetch: (input, init) => {
        started.push(clock.now());
        return fetch(input, init);
      },
    });
    const queries = ['bolt', 'counterspell', 'elves', 'sol ring', 'growth'];
    const results = await Promise.all(queries.map((query) => cards.searchCards(query)));
    expect(results.every((found) => found.length > 0)).toBe(true);
    expect(started).toEqual([0, 0, 1000, 1000, 2000]);
    expect(fixture.requests.map((path) => new URLSearchParams(path.split('?')[1]).get('q'))).toEqual(queries);
  });
});

describe('printings', () => {
  it('follows every page of an exact-name search, newest set first', async () => {
    const small = await startCardDbFixtureServer({ pageSize: 4 });
    try {
      const { client: cards, clock } = client({ baseUrl: small.url });
      const found = await cards.printings('Lightning Bolt');
      const expected = printings.filter((card) => card.name === 'Lightning Bolt');
      expect(found.map((card) => card.id).sort()).toEqual(expected.map((card) => card.id).sort());
      const dates = found.map((card) => expected.find((source) => source.id === card.id)?.released_at ?? '');
      expect(dates).toEqual([...dates].sort().reverse());
      expect(small.requests).toHaveLength(Math.ceil(expected.length / 4));
      expect(small.requests[0]).toBe('/cards/search?q=%21%22Lightning+Bolt%22&unique=prints&order=set');
      expect(clock.sleeps.length).toBeGreaterThan(0);
    } finally {
      await small.close();
    }
  });

  it('answers no printings for an unknown name', async () => {
    const { client: cards } = client();
    expect(await cards.printings('Not A Card')).toEqual([]);
  });
});

describe('collection (the batch lookup)', () => {
  it('posts the identifiers once and maps the cards found, store ids included', async () => {
    const sold = printings.find((card) => card.cardmarket_id !== undefined);
    if (!sold) throw new Error('no fixture printing with a Cardmarket id');
    const { client: cards } = client();
    const found = await cards.collection([
      { id: sold.id },
      { set: sold.set, collector_number: sold.collector_number },
      { id: '00000000-0000-4000-8000-000000000000' },
    ]);
    expect(found.map((card) => [card.id, card.cardmarket_id])).toEqual([
      [sold.id, sold.cardmarket_id],
      [sold.id, sold.cardmarket_id],
    ]);
    expect(fixture.requests).toEqual(['/cards/collection']);
    await expect(cards.collection(Array.from({ length: 76 }, () => ({ id: sold.id })))).rejects.toThrow(
      RangeError,
    );
  });

  it('fails as the searches do: unreachable on 5xx, rejected for a body that is no card list', async () => {
    await fixture.setDown(true);
    try {
      await expect(client().client.collection([{ name: 'Opt' }])).rejects.toMatchObject({
        failure: 'unreachable',
        status: 503,
        message: 'Failed to search cards',
      });
    } finally {
      await fixture.setDown(false);
    }
    for (const answer of ['not json', '{"object":"list"}']) {
      const { client: cards } = client({ fetch: async () => new Response(answer, { status: 200 }) });
      await expect(cards.collection([{ name: 'Opt' }])).rejects.toMatchObject({ failure: 'rejected' });
    }
  });
});

describe('failures', () => {
  it('says the card database is unreachable on 5xx, refused connections and timeouts', async () => {
    const { client: cards } = client();
    await fixture.setDown(true);
    try {
      const search = cards.searchCards('bolt');
      await expect(search).rejects.toThrow('Failed to search cards');
      await expect(search).rejects.toMatchObject({ failure: 'unreachable', status: 503 });
      await expect(cards.printings('Opt')).rejects.toThrow('Failed to fetch card printings');
    } finally {
      await fixture.setDown(false);
    }
    const gone = await startCardDbFixtureServer();
    await gone.close();
    const refused = client({ baseUrl: gone.url }).client.searchCards('bolt');
    await expect(refused).rejects.toMatchObject({ failure: 'unreachable', status: 0 });
    fixture.setDelay(1000);
    try {
      const slow = client({ timeoutMs: 50 }).client.searchCards('opt');
      await expect(slow).rejects.toMatchObject({ failure: 'unreachable', message: 'Failed to search cards' });
    } finally {
      fixture.setDelay(0);
    }
  });

  it('rejects other client errors and answers that are not card lists, and caches neither', async () => {
    let calls = 0;
    const answers = [
      new Response('{"object":"error","status":400}', { status: 400 }),
      new Response('{"object":"list"}', { status: 200 }),
      new Response('not json', { status: 200 }),
    ];
    const { client: cards } = client({
      fetch: async () => {
        calls += 1;
        return answers[calls - 1];
      },
    });
    for (let index = 0; index < answers.length; index += 1) {
      const error = await cards.searchCards('bolt').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(CardDatabaseError);
      expect(error).toMatchObject({ failure: 'rejected', message: 'Failed to search cards' });
    }
    expect(calls).toBe(3);
  });
});
