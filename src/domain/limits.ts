/** Business constants and limits of the spec (part 1 §9, part 2 §9). How screens lay things out is in src/ui/layout.ts. */

export const API_BASE_PATH = '/api/v1';
export const API_TIMEOUT_MS = 10_000;
/**
 * A request body past 1 MB waits this much longer per whole MB (src/api/apiClient.ts, bodyTimeoutMs):
 * a 20,000-line import is one 6–10 MB call whose answer is twice that and whose write takes the
 * server seconds, so the spec's 10 s would cut it off (and resend it) on a slow link.
 */
export const API_TIMEOUT_MS_PER_BODY_MB = 3_000;

/** Most copies one record (a card's condition row, a sealed product, a ledger line) holds. */
export const MAX_RECORD_QUANTITY = 100_000;
/** The largest amount of money any price or total field takes. */
export const MAX_MONEY = 1e9;

export const SEARCH_MIN_CHARS = 2;
export const DEBOUNCE_MS = {
  definitions: 300,
  cards: 300,
  wizard: 300,
  trade: 200,
  collections: 250,
} as const;
export const CARD_SEARCH_RESULTS_SHOWN = 10;
/** Queries run that the search box offers again (device-only, per user). */
export const RECENT_SEARCHES_KEPT = 10;
export const SEALED_DEFINITION_RESULTS_MAX = 20;

export const PAGER_MAX_BUTTONS = 5;
export const BULK_RESTORE_BATCH_SIZE = 100;
/**
 * The largest backup file Data Management reads. A backup of 50,000 cards, 5,000 sealed products and
 * 20,000 transactions is about 60 MB; a file far past that is not a backup, and reading it would
 * stall the device.
 */
export const MAX_BACKUP_MB = 150;

/** A transaction id is shown by its last 8 characters. */
export const TRANSACTION_ID_SHOWN_CHARS = 8;

export const DEFAULT_COLLECTION = {
  name: 'Default Collection',
  description: 'Your main MTG collection',
} as const;

export const DEFAULT_TRADE_PARTNER = 'Unknown';

/**
 * Lines one transaction may hold (the schema's cap; an import of a peer's file is one transaction,
 * so this is also the most rows one import brings in: issue 16's 20,000-row file). The server writes
 * a change set's rows set-based (server/write/jsonRows.ts), so its time grows linearly with this.
 */
export const MAX_TRANSACTION_LINES = 20_000;

/** Sealed units one transaction may bring in: each is its own instance (one row per unit). */
export const MAX_SEALED_UNITS_PER_TRANSACTION = 1000;

/** Local-storage keys of part 1 §9. */
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  user: 'user',
  selectedTheme: 'selectedTheme',
  authStore: 'auth-storage',
} as const;

/** Prefix of ids given on the device before the server answers the create (DESIGN.md, Sync). */
export const TEMP_ID_PREFIX = 'temp-';

/** Card database etiquette (DESIGN.md): at most 2 calls a second, answers cached at least 24 h. */
export const CARD_DB_MAX_CALLS_PER_SECOND = 2;
export const CARD_DB_CACHE_MS = 24 * 60 * 60 * 1000;
export const CARD_DB_DEFAULT_URL = 'https://api.scryfall.com';
export const CARD_DB_BATCH_SIZE = 75;

/**
 * Units one add may make (cards' Add with Details, sealed products' Add): each unit becomes its own
 * record and call, so this is a generous box of one product, not an accidental 1e6.
 */
export const MAX_UNITS_PER_ADD = 1000;

/** Import of a peer's file (issue 16): the most a file may be; 20 MB is far past any collection (20,000 rows are about 3 MB). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** Rows one import may bring in: one change set, one transaction (see MAX_TRANSACTION_LINES for its line cap). */
export const IMPORT_MAX_ROWS = 25_000;
