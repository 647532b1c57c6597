/** A card-database answer as kept: the parsed JSON and when it arrived. */
export interface CachedAnswer {
  storedAt: number;
  body: unknown;
}

export interface AnswerCache {
  get(url: string): Promise<CachedAnswer | undefined>;
  put(url: string, answer: CachedAnswer): Promise<void>;
  /** Drops answers stored before `storedBefore`, so a long-lived cache does not grow without end. */
  prune(storedBefore: number): Promise<void>;
}

const MEMORY_ENTRIES = 500;
export const ANSWER_CACHE_NAME = 'card-database-answers';
const STORED_AT_HEADER = 'X-Cardfolio-Stored-At';

/** The answers of this page's life, the oldest dropped first past `maxEntries`. */
export function createMemoryAnswerCache(maxEntries = MEMORY_ENTRIES): AnswerCache {
  const answers = new Map<string, CachedAnswer>();
  return {
    async get(url) {
      return answers.get(url);
    },
    async put(url, answer) {
      answers.delete(url);
      answers.set(url, answer);
      if (answers.size > maxEntries) answers.delete(answers.keys().next().value as string);
    },
    async prune(storedBefore) {
      for (const [url, answer] of answers) if (answer.storedAt < storedBefore) answers.delete(url);
    },
  };
}

/**
 * Answers kept in the browser's Cache Storage, so the 24-hour etiquette holds across reloads and
 * tabs. Done here rather than in the service worker because the card database's origin is only
 * known at run time. Storage failures (quota, private mode) just mean no cache: never a failed search.
 */
export function createCacheStorageAnswerCache(
  storage: Pick<CacheStorage, 'open'>,
  cacheName = ANSWER_CACHE_NAME,
): AnswerCache {
  let opened: Promise<Cache> | undefined;
  const cache = () => {
    opened ??= storage.open(cacheName);
    return opened;
  };
  return {
    async get(url) {
      try {
        const response = await (await cache()).match(url);
        if (!response) return undefined;
        const storedAt = Number(response.headers.get(STORED_AT_HEADER));
        if (!Number.isFinite(storedAt)) return undefined;
        return { storedAt, body: await response.json() };
      } catch {
        return undefined;
      }
    },
    async put(url, answer) {
      try {
        const headers = { 'Content-Type': 'application/json', [STORED_AT_HEADER]: String(answer.storedAt) };
        await (await cache()).put(url, new Response(JSON.stringify(answer.body), { headers }));
      } catch {
        // A full or unavailable store only costs a later request.
      }
    },
    async prune(storedBefore) {
      try {
        const store = await cache();
        for (const request of await store.keys()) {
          const response = await store.match(request);
          const storedAt = Number(response?.headers.get(STORED_AT_HEADER));
          if (!Number.isFinite(storedAt) || storedAt < storedBefore) await store.delete(request);
        }
      } catch {
        // Pruning is housekeeping: it is tried again on the next page load.
      }
    },
  };
}

/** Reads the first layer that has the answer (copying it to the faster layers); writes to all. */
export function createLayeredAnswerCache(layers: readonly AnswerCache[]): AnswerCache {
  return {
    async get(url) {
      for (const [index, layer] of layers.entries()) {
        const answer = await layer.get(url);
        if (answer) {
          await Promise.all(layers.slice(0, index).map((faster) => faster.put(url, answer)));
          return answer;
        }
      }
      return undefined;
    },
    async put(url, answer) {
      await Promise.all(layers.map((layer) => layer.put(url, answer)));
    },
    async prune(storedBefore) {
      await Promise.all(layers.map((layer) => layer.prune(storedBefore)));
    },
  };
}

/** Memory, plus Cache Storage where the page has it (not in Node tests, not on plain http origins). */
export function createDefaultAnswerCache(): AnswerCache {
  const memory = createMemoryAnswerCache();
  const storage = typeof caches === 'undefined' ? undefined : caches;
  return storage ? createLayeredAnswerCache([memory, createCacheStorageAnswerCache(storage)]) : memory;
}
