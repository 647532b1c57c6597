import { API_BASE_PATH, API_TIMEOUT_MS, CARD_DB_DEFAULT_URL } from '../../domain/limits';
import { AppConfig } from '../../domain/schemas/config';
import { successEnvelope } from '../../domain/schemas/envelope';
import { type CardDatabaseClient, createCardDatabaseClient } from './cardDatabaseClient';

const AppConfigAnswer = successEnvelope(AppConfig);

/** The last card-database URL the server named, so an offline start still knows where to ask. */
export const CARD_DB_URL_STORAGE_KEY = 'cardfolio.cardDbUrl';

export interface LoadCardDbUrlOptions {
  fetch?: typeof fetch;
  /** Origin of the API; empty for the page's own. */
  origin?: string;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  timeoutMs?: number;
}

function defaultStorage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * The card database's base URL from the server (CARD_DB_URL there, so tests can point the app at
 * the fixture server). Without an answer: the URL last answered, else Scryfall's.
 */
export async function loadCardDbUrl(options: LoadCardDbUrlOptions = {}): Promise<string> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  try {
    const response = await doFetch(`${options.origin ?? ''}${API_BASE_PATH}/config`, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS),
    });
    const answer = AppConfigAnswer.safeParse(await response.json());
    if (response.ok && answer.success) {
      const url = answer.data.data.cardDbUrl.replace(/\/+$/, '');
      storage?.setItem(CARD_DB_URL_STORAGE_KEY, url);
      return url;
    }
  } catch {
    // Offline or no server: fall through to what this device knew.
  }
  return storage?.getItem(CARD_DB_URL_STORAGE_KEY) ?? CARD_DB_DEFAULT_URL;
}

const sharedClients = new Map<string, CardDatabaseClient>();

/**
 * One client per base URL for the whole page, so every search shares one rate limiter (2 calls a
 * second in total, not per component) and one answer cache.
 */
export function sharedCardDatabaseClient(baseUrl: string): CardDatabaseClient {
  const key = baseUrl.replace(/\/+$/, '');
  let client = sharedClients.get(key);
  if (!client) {
    client = createCardDatabaseClient({ baseUrl: key });
    sharedClients.set(key, client);
  }
  return client;
}
