// @vitest-environment jsdom
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type CardDbFixtureServer,
  startCardDbFixtureServer,
} from '../../../tests/fixtures/cardDb/cardDbFixtureServer';
import { DatabaseProvider } from '../../db/DatabaseProvider';
import type { CardfolioDatabase } from '../../db/database';
import { freshDatabase } from '../../db/testing/database';
import { createMemoryAnswerCache } from './answerCache';
import { type CardDatabaseClient, createCardDatabaseClient } from './cardDatabaseClient';
import { OFFLINE_SEARCH_NOTICE } from './searchWithFallback';
import { useCardSearch } from './useCardSearch';
import { usePrintings } from './usePrintings';

let fixture: CardDbFixtureServer;
let db: CardfolioDatabase;
let client: CardDatabaseClient;

const online = () => true;
const offline = () => false;

beforeAll(async () => {
  fixture = await startCardDbFixtureServer();
});
afterAll(async () => {
  await fixture.close();
});
beforeEach(() => {
  db = freshDatabase();
  let time = 0;
  client = createCardDatabaseClient({
    baseUrl: fixture.url,
    cache: createMemoryAnswerCache(),
    now: () => time,
    sleep: async (ms) => {
      time += ms;
    },
  });
  fixture.requests.length = 0;
});
afterEach(async () => {
  cleanup();
  await db.delete();
});

function wrapper({ children }: { children: ReactNode }) {
  return <DatabaseProvider database={db}>{children}</DatabaseProvider>;
}

function rejectingClient(calls: { count: number }) {
  return createCardDatabaseClient({
    baseUrl: fixture.url,
    cache: createMemoryAnswerCache(),
    fetch: async () => {
      calls.count += 1;
      return new Response('{}', { status: 400 });
    },
  });
}

describe('useCardSearch', () => {
  it('stays idle below two characters and searches the last query typed after the pause', async () => {
    const { result, rerender } = renderHook(
      ({ query }) => useCardSearch(query, { client, debounceMs: 30, isOnline: online }),
      { wrapper, initialProps: { query: 'l' } },
    );
    expect(result.current.status).toBe('idle');
    rerender({ query: 'li' });
    rerender({ query: 'lig' });
    rerender({ query: 'lightning' });
    expect(result.current.status).toBe('searching');
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(result.current.cards.map((card) => card.name)).toEqual(['Lightning Bolt', 'Lightning Helix']);
    expect(result.current).toMatchObject({ source: 'online', notice: null });
    expect(fixture.requests).toEqual(['/cards/search?q=lightning&unique=cards&order=name']);
  });

  it('offline, answers from the device and says so', async () => {
    await client.searchCards('bolt');
    const { result } = renderHook(() => useCardSearch('bolt', { client, debounceMs: 0, isOnline: online }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.status).toBe('done'));
    const { result: away } = renderHook(
      () => useCardSearch('BOLT', { client, debounceMs: 0, isOnline: offline }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(away.current.status).toBe('done'));
    expect(away.current).toMatchObject({ source: 'device', notice: OFFLINE_SEARCH_NOTICE });
    expect(away.current.cards.map((card) => card.name)).toEqual(['Lightning Bolt']);
  });

  it('reports a failure and searches again on retry', async () => {
    const calls = { count: 0 };
    const failing = rejectingClient(calls);
    const { result } = renderHook(
      () => useCardSearch('bolt', { client: failing, debounceMs: 0, isOnline: online }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.error).toBe('Failed to search cards');
    result.current.retry();
    await waitFor(() => expect(calls.count).toBe(2));
  });
});

describe('usePrintings', () => {
  it('lists every printing, and offers Try Again after a failure', async () => {
    const { result } = renderHook(() => usePrintings('Counterspell', { client, isOnline: online }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(result.current.cards.length).toBeGreaterThan(10);
    expect(result.current.cards.every((card) => card.name === 'Counterspell')).toBe(true);

    const calls = { count: 0 };
    const failing = rejectingClient(calls);
    const { result: failed } = renderHook(() => usePrintings('Opt', { client: failing, isOnline: online }), {
      wrapper,
    });
    await waitFor(() => expect(failed.current.status).toBe('failed'));
    expect(failed.current.error).toBe('Failed to fetch card printings');
    failed.current.retry();
    await waitFor(() => expect(calls.count).toBe(2));
  });
});
