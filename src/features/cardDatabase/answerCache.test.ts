import { describe, expect, it } from 'vitest';
import {
  ANSWER_CACHE_NAME,
  createCacheStorageAnswerCache,
  createLayeredAnswerCache,
  createMemoryAnswerCache,
} from './answerCache';

/** Cache Storage's open/match/put over a Map of real Responses (Node has no Cache Storage). */
function fakeCacheStorage(options: { failPut?: boolean } = {}) {
  const caches = new Map<string, Map<string, Response>>();
  const storage = {
    caches,
    async open(name: string) {
      const entries = caches.get(name) ?? new Map<string, Response>();
      caches.set(name, entries);
      return {
        async match(request: string | Request) {
          return entries.get(typeof request === 'string' ? request : request.url)?.clone();
        },
        async put(url: string, response: Response) {
          if (options.failPut) throw new DOMException('Quota exceeded', 'QuotaExceededError');
          entries.set(url, response);
        },
        async keys() {
          return [...entries.keys()].map((url) => new Request(url));
        },
        async delete(request: Request) {
          return entries.delete(request.url);
        },
      } as unknown as Cache;
    },
  };
  return storage;
}

describe('answer caches', () => {
  it('memory keeps answers and drops the oldest past its size', async () => {
    const memory = createMemoryAnswerCache(2);
    await memory.put('a', { storedAt: 1, body: 'A' });
    await memory.put('b', { storedAt: 2, body: 'B' });
    await memory.put('c', { storedAt: 3, body: 'C' });
    expect(await memory.get('a')).toBeUndefined();
    expect(await memory.get('c')).toEqual({ storedAt: 3, body: 'C' });
  });

  it('Cache Storage keeps the body and the time it arrived', async () => {
    const storage = fakeCacheStorage();
    const cache = createCacheStorageAnswerCache(storage);
    await cache.put('https://db.example/cards/search?q=opt', { storedAt: 1234, body: { data: [1] } });
    expect(storage.caches.has(ANSWER_CACHE_NAME)).toBe(true);
    const reopened = createCacheStorageAnswerCache(storage);
    expect(await reopened.get('https://db.example/cards/search?q=opt')).toEqual({
      storedAt: 1234,
      body: { data: [1] },
    });
    expect(await reopened.get('https://db.example/other')).toBeUndefined();
  });

  it('a failing store is no cache rather than an error', async () => {
    const cache = createCacheStorageAnswerCache(fakeCacheStorage({ failPut: true }));
    await expect(cache.put('u', { storedAt: 1, body: 1 })).resolves.toBeUndefined();
    expect(await cache.get('u')).toBeUndefined();
  });

  it('layers read through to the slower layer and copy the answer up', async () => {
    const memory = createMemoryAnswerCache();
    const persistent = createCacheStorageAnswerCache(fakeCacheStorage());
    await persistent.put('u', { storedAt: 5, body: 'kept' });
    const layered = createLayeredAnswerCache([memory, persistent]);
    expect(await layered.get('u')).toEqual({ storedAt: 5, body: 'kept' });
    expect(await memory.get('u')).toEqual({ storedAt: 5, body: 'kept' });
    await layered.put('v', { storedAt: 6, body: 'both' });
    expect(await persistent.get('v')).toEqual({ storedAt: 6, body: 'both' });
  });

  it('pruning drops answers older than the cut from every layer', async () => {
    const memory = createMemoryAnswerCache();
    const persistent = createCacheStorageAnswerCache(fakeCacheStorage());
    const layered = createLayeredAnswerCache([memory, persistent]);
    await layered.put('https://db.example/old', { storedAt: 100, body: 'old' });
    await layered.put('https://db.example/new', { storedAt: 300, body: 'new' });
    await layered.prune(200);
    for (const layer of [memory, persistent]) {
      expect(await layer.get('https://db.example/old')).toBeUndefined();
      expect(await layer.get('https://db.example/new')).toEqual({ storedAt: 300, body: 'new' });
    }
  });
});
