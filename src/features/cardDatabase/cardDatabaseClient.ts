import { z } from 'zod';
import { mapScryfallCard } from '../../domain/cardDatabase/mapping';
import { ScryfallCard, ScryfallList } from '../../domain/cardDatabase/scryfallSchema';
import {
  CARD_DB_BATCH_SIZE,
  CARD_DB_CACHE_MS,
  CARD_DB_MAX_CALLS_PER_SECOND,
  CARD_SEARCH_RESULTS_SHOWN,
  SEARCH_MIN_CHARS,
} from '../../domain/limits';
import { CardDefinition } from '../../domain/schemas';
import { FALLBACK_MESSAGES } from '../../domain/texts';
import { type AnswerCache, createDefaultAnswerCache } from './answerCache';
import { CardDatabaseError, failureOfStatus } from './cardDatabaseError';
import { type Clock, createRateLimiter, realClock } from './rateLimiter';

export interface CardDatabaseClientOptions {
  /** The card database's origin, from GET /api/v1/config (Scryfall's API in production). */
  baseUrl: string;
  fetch?: typeof fetch;
  now?: () => number;
  /** How the rate limiter waits; tests pass one that moves their clock instead. */
  sleep?: (ms: number) => Promise<void>;
  cache?: AnswerCache;
  timeoutMs?: number;
}

export interface CardDatabaseClient {
  /** Cards whose name holds the query's words, one printing each, by name; at most 10. */
  searchCards(query: string): Promise<CardDefinition[]>;
  /** Every printing of one exact card name, newest set first, over all pages. */
  printings(name: string): Promise<CardDefinition[]>;
  /**
   * The card database's batch lookup (`POST /cards/collection`): one printing per identifier it
   * knows, at most CARD_DB_BATCH_SIZE identifiers a call, through the same rate limiter.
   */
  collection(identifiers: readonly CardIdentifier[]): Promise<CardDefinition[]>;
}

/** How the batch lookup names a card (Scryfall's identifier kinds). */
export type CardIdentifier =
  | { id: string }
  | { set: string; collector_number: string }
  | { name: string; set?: string };

/** One page of an answer as cached: already mapped, so a 175-card page stays small. */
const CardPage = z.object({
  data: z.array(CardDefinition),
  hasMore: z.boolean(),
  nextPage: z.string().nullable(),
});
type CardPage = z.infer<typeof CardPage>;

/** The batch lookup's answer: the cards found (unknown identifiers are listed apart, unused here). */
const CollectionAnswer = z.looseObject({ data: z.array(ScryfallCard) });

const NO_CARDS: CardPage = { data: [], hasMore: false, nextPage: null };
const DEFAULT_TIMEOUT_MS = 10_000;
const RATE_WINDOW_MS = 1000;
/** 20 pages of 175: far beyond the printings of any card, and a stop for a server that pages forever. */
const MAX_PRINTING_PAGES = 20;

export function createCardDatabaseClient(options: CardDatabaseClientOptions): CardDatabaseClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const clock: Clock = { now: options.now ?? realClock.now, sleep: options.sleep ?? realClock.sleep };
  const cache = options.cache ?? createDefaultAnswerCache();
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const limiter = createRateLimiter({
    maxCalls: CARD_DB_MAX_CALLS_PER_SECOND,
    windowMs: RATE_WINDOW_MS,
    clock,
  });
  const inFlight = new Map<string, Promise<CardPage>>();
  let pruned = false;

  /**
   * The one sender of every call (a GET, or a POST of `body` as JSON): the answer's status and JSON,
   * no JSON read for a 404 (Scryfall's "no matches"). A refused connection, a timeout, a failing
   * status or a body that is not JSON each become a CardDatabaseError with the caller's message.
   */
  async function send(
    url: string,
    failMessage: string,
    body?: unknown,
  ): Promise<{ status: number; json: unknown }> {
    let response: Response;
    try {
      response = await doFetch(url, {
        ...(body === undefined
          ? { headers: { Accept: 'application/json' } }
          : {
              method: 'POST',
              headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
              body: JSON.stringify(body),
            }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new CardDatabaseError(failMessage, 'unreachable', 0);
    }
    if (response.status === 404) return { status: 404, json: undefined };
    if (!response.ok)
      throw new CardDatabaseError(failMessage, failureOfStatus(response.status), response.status);
    try {
      return { status: response.status, json: await response.json() };
    } catch (error) {
      throw new CardDatabaseError(failMessage, error instanceof SyntaxError ? 'rejected' : 'unreachable', 0);
    }
  }

  async function request(url: string, failMessage: string): Promise<CardPage> {
    const answer = await send(url, failMessage);
    // Scryfall answers a search without matches with 404: that is an empty result, not a failure.
    if (answer.status === 404) return NO_CARDS;
    const list = ScryfallList.safeParse(answer.json);
    if (!list.success) throw new CardDatabaseError(failMessage, 'rejected', answer.status);
    return {
      data: list.data.data.map(mapScryfallCard),
      hasMore: list.data.has_more,
      nextPage: list.data.next_page ?? null,
    };
  }

  /** A fresh cached answer, else one request through the rate limiter shared by identical calls. */
  async function fetchPage(url: string, failMessage: string): Promise<CardPage> {
    const cached = await cache.get(url);
    if (cached && clock.now() - cached.storedAt < CARD_DB_CACHE_MS) {
      const page = CardPage.safeParse(cached.body);
      if (page.success) return page.data;
    }
    let pending = inFlight.get(url);
    if (!pending) {
      pending = limiter
        .schedule(() => request(url, failMessage))
        .then(async (page) => {
          await cache.put(url, { storedAt: clock.now(), body: page });
          if (!pruned) {
            // Once per page life, after the first answer: expired answers go, so the cache stays small.
            pruned = true;
            void cache.prune(clock.now() - CARD_DB_CACHE_MS);
          }
          return page;
        })
        .finally(() => inFlight.delete(url));
      inFlight.set(url, pending);
    }
    return pending;
  }

  async function postCollection(identifiers: readonly CardIdentifier[]): Promise<CardDefinition[]> {
    if (identifiers.length > CARD_DB_BATCH_SIZE)
      throw new RangeError(`At most ${CARD_DB_BATCH_SIZE} identifiers a call`);
    const failMessage = FALLBACK_MESSAGES.searchCards;
    const answer = await send(`${baseUrl}/cards/collection`, failMessage, { identifiers });
    const list = CollectionAnswer.safeParse(answer.json);
    if (!list.success) throw new CardDatabaseError(failMessage, 'rejected', answer.status);
    return list.data.data.map(mapScryfallCard);
  }

  function searchUrl(q: string, unique: 'cards' | 'prints', order: 'name' | 'set'): string {
    return `${baseUrl}/cards/search?${new URLSearchParams({ q, unique, order })}`;
  }

  return {
    async searchCards(query) {
      const q = query.trim().replace(/\s+/g, ' ');
      if (q.length < SEARCH_MIN_CHARS) return [];
      const page = await fetchPage(searchUrl(q, 'cards', 'name'), FALLBACK_MESSAGES.searchCards);
      return page.data.slice(0, CARD_SEARCH_RESULTS_SHOWN);
    },

    async printings(name) {
      const exact = name.trim().replace(/"/g, '');
      if (exact.length < SEARCH_MIN_CHARS) return [];
      const cards: CardDefinition[] = [];
      let url: string | null = searchUrl(`!"${exact}"`, 'prints', 'set');
      for (let pages = 0; url !== null && pages < MAX_PRINTING_PAGES; pages += 1) {
        const page: CardPage = await fetchPage(url, FALLBACK_MESSAGES.fetchPrintings);
        cards.push(...page.data);
        url = page.hasMore ? page.nextPage : null;
      }
      return cards;
    },

    collection(identifiers) {
      return limiter.schedule(() => postCollection(identifiers));
    },
  };
}
