import { describe, expect, it } from 'vitest';
import {
  API_BASE_PATH,
  API_TIMEOUT_MS,
  BULK_RESTORE_BATCH_SIZE,
  CARD_DB_BATCH_SIZE,
  CARD_DB_CACHE_MS,
  CARD_DB_MAX_CALLS_PER_SECOND,
  CARD_SEARCH_RESULTS_SHOWN,
  DEBOUNCE_MS,
  DEFAULT_COLLECTION,
  DEFAULT_TRADE_PARTNER,
  PAGER_MAX_BUTTONS,
  SEALED_DEFINITION_RESULTS_MAX,
  SEARCH_MIN_CHARS,
  STORAGE_KEYS,
  TEMP_ID_PREFIX,
  TRANSACTION_ID_SHOWN_CHARS,
} from './limits';

describe('API constants (part 1 §7, §9)', () => {
  it('has the base path and timeout', () => {
    expect(API_BASE_PATH).toBe('/api/v1');
    expect(API_TIMEOUT_MS).toBe(10_000);
  });

  it('has the local-storage keys', () => {
    expect(STORAGE_KEYS).toEqual({
      accessToken: 'accessToken',
      refreshToken: 'refreshToken',
      user: 'user',
      selectedTheme: 'selectedTheme',
      authStore: 'auth-storage',
    });
  });

  it('names the default collection as the spec does', () => {
    expect(DEFAULT_COLLECTION).toEqual({
      name: 'Default Collection',
      description: 'Your main MTG collection',
    });
  });
});

describe('search and display limits (part 2 §9)', () => {
  it('has the debounce times and search limits', () => {
    expect(DEBOUNCE_MS).toEqual({ definitions: 300, cards: 300, wizard: 300, trade: 200, collections: 250 });
    expect(SEARCH_MIN_CHARS).toBe(2);
    expect(CARD_SEARCH_RESULTS_SHOWN).toBe(10);
    expect(SEALED_DEFINITION_RESULTS_MAX).toBe(20);
    expect(PAGER_MAX_BUTTONS).toBe(5);
  });

  it('has the remaining counts of the spec', () => {
    expect(BULK_RESTORE_BATCH_SIZE).toBe(100);
    expect(TRANSACTION_ID_SHOWN_CHARS).toBe(8);
    expect(DEFAULT_TRADE_PARTNER).toBe('Unknown');
  });

  it('has the sync and card-database constants of DESIGN.md', () => {
    expect(TEMP_ID_PREFIX).toBe('temp-');
    expect(CARD_DB_MAX_CALLS_PER_SECOND).toBe(2);
    expect(CARD_DB_CACHE_MS).toBe(86_400_000);
    expect(CARD_DB_BATCH_SIZE).toBe(75);
  });
});
