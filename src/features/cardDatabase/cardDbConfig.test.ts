import { describe, expect, it } from 'vitest';
import { CARD_DB_DEFAULT_URL } from '../../domain/limits';
import { CARD_DB_URL_STORAGE_KEY, loadCardDbUrl, sharedCardDatabaseClient } from './cardDbConfig';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
  };
}

const answer =
  (body: unknown, status = 200) =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('loadCardDbUrl', () => {
  it('reads the URL the server names and remembers it', async () => {
    const storage = memoryStorage();
    const requested: string[] = [];
    const url = await loadCardDbUrl({
      origin: 'http://app.test',
      storage,
      fetch: async (input) => {
        requested.push(String(input));
        return answer({ success: true, data: { cardDbUrl: 'http://127.0.0.1:8081/' } })();
      },
    });
    expect(url).toBe('http://127.0.0.1:8081');
    expect(requested).toEqual(['http://app.test/api/v1/config']);
    expect(storage.values.get(CARD_DB_URL_STORAGE_KEY)).toBe('http://127.0.0.1:8081');
  });

  it('uses the remembered URL when the server cannot be reached or answers an error', async () => {
    const storage = memoryStorage({ [CARD_DB_URL_STORAGE_KEY]: 'http://127.0.0.1:9999' });
    const offline = await loadCardDbUrl({
      storage,
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    expect(offline).toBe('http://127.0.0.1:9999');
    const failing = await loadCardDbUrl({
      storage,
      fetch: answer({ success: false, error: { message: 'x' } }, 500),
    });
    expect(failing).toBe('http://127.0.0.1:9999');
  });

  it('falls back to Scryfall when nothing is known', async () => {
    const url = await loadCardDbUrl({
      storage: null,
      fetch: answer({ success: true, data: { cardDbUrl: 'nope' } }),
    });
    expect(url).toBe(CARD_DB_DEFAULT_URL);
  });
});

describe('sharedCardDatabaseClient', () => {
  it('hands every caller the same client for one base URL', () => {
    const a = sharedCardDatabaseClient('http://db.test/');
    expect(sharedCardDatabaseClient('http://db.test')).toBe(a);
    expect(sharedCardDatabaseClient('http://other.test')).not.toBe(a);
  });
});
