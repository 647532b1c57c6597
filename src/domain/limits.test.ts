import { describe, expect, it } from 'vitest';
import {
  API_BASE_PATH,
  API_TIMEOUT_MS,
  BREAKPOINTS,
  BULK_RESTORE_BATCH_SIZE,
  CACHE_DISCARD_MS,
  CACHE_FRESH_MS,
  CARD_DB_BATCH_SIZE,
  CARD_DB_CACHE_MS,
  CARD_DB_MAX_CALLS_PER_SECOND,
  CARD_SEARCH_RESULTS_SHOWN,
  DEBOUNCE_MS,
  DEFAULT_COLLECTION,
  DEFAULT_TRADE_PARTNER,
  DEFINITION_PAGE_SIZE_DEFAULT,
  DEFINITION_PAGE_SIZES,
  MISSING_PRICE_ITEMS_SHOWN,
  MOBILE_BOTTOM_BAR_PX,
  MUTATION_RETRY_LIMIT,
  PAGER_MAX_BUTTONS,
  QUERY_RETRY_LIMIT,
  SEALED_DEFINITION_RESULTS_MAX,
  SEARCH_MIN_CHARS,
  STORAGE_KEYS,
  TEMP_ID_PREFIX,
  TRADE_SEARCH_RESULTS_MAX,
  TRANSACTION_ID_SHOWN_CHARS,
  TRANSACTION_PAGE_SIZE_DEFAULT,
  TRANSACTION_PAGE_SIZES,
  WIZARD_STEP_COUNT,
} from './limits';

describe('API and data-fetching constants (part 1 §7, §9)', () => {
  it('has the base path, timeout, cache times and retry limits', () => {
    expect(API_BASE_PATH).toBe('/api/v1');
    expect(API_TIMEOUT_MS).toBe(10_000);
    expect(CACHE_FRESH_MS).toBe(300_000);
    expect(CACHE_DISCARD_MS).toBe(600_000);
    expect(QUERY_RETRY_LIMIT).toBe(3);
    expect(MUTATION_RETRY_LIMIT).toBe(0);
  });

  it('has the breakpoints and the mobile bar height', () => {
    expect(BREAKPOINTS).toEqual({ xs: 475, sm: 640, md: 768, lg: 1024, xl: 1280 });
    expect(MOBILE_BOTTOM_BAR_PX).toBe(60);
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

describe('search, paging and display limits (part 2 §9)', () => {
  it('has the debounce times and search limits', () => {
    expect(DEBOUNCE_MS).toEqual({ definitions: 300, cards: 300, wizard: 300, trade: 200, collections: 250 });
    expect(SEARCH_MIN_CHARS).toBe(2);
    expect(CARD_SEARCH_RESULTS_SHOWN).toBe(10);
    expect(TRADE_SEARCH_RESULTS_MAX).toBe(20);
    expect(SEALED_DEFINITION_RESULTS_MAX).toBe(20);
  });

  it('has page sizes whose default is one of them', () => {
    expect(DEFINITION_PAGE_SIZES).toEqual([10, 25, 50, 100]);
    expect(DEFINITION_PAGE_SIZES).toContain(DEFINITION_PAGE_SIZE_DEFAULT);
    expect(DEFINITION_PAGE_SIZE_DEFAULT).toBe(10);
    expect(TRANSACTION_PAGE_SIZES).toEqual([10, 20, 50, 100]);
    expect(TRANSACTION_PAGE_SIZES).toContain(TRANSACTION_PAGE_SIZE_DEFAULT);
    expect(TRANSACTION_PAGE_SIZE_DEFAULT).toBe(20);
    expect(PAGER_MAX_BUTTONS).toBe(5);
  });

  it('has the remaining counts of the spec', () => {
    expect(BULK_RESTORE_BATCH_SIZE).toBe(100);
    expect(MISSING_PRICE_ITEMS_SHOWN).toBe(9);
    expect(WIZARD_STEP_COUNT).toBe(4);
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
