/**
 * Every value set of the spec (part 1 §3, part 2 §3 and §9). Stored values are these exact strings;
 * labels for display live beside them where the stored value is not what the UI shows.
 */

/** Card colours as stored; `CARD_COLOR_LABELS` gives the text shown. */
export const CARD_COLORS = ['white', 'blue', 'black', 'red', 'green', 'colorless', 'multicolor'] as const;
export type CardColor = (typeof CARD_COLORS)[number];
export const CARD_COLOR_LABELS: Record<CardColor, string> = {
  white: 'White',
  blue: 'Blue',
  black: 'Black',
  red: 'Red',
  green: 'Green',
  colorless: 'Colorless',
  multicolor: 'Multicolor',
};

export const RARITIES = ['Common', 'Uncommon', 'Rare', 'Mythic Rare', 'Special', 'Basic Land'] as const;
export type Rarity = (typeof RARITIES)[number];
export const DEFAULT_RARITY: Rarity = 'Common';
/** The card database's own words for two rarities (part 2 §9 maps them); the others differ only in case. */
export const RARITY_ALIASES: Readonly<Record<string, Rarity>> = {
  mythic: 'Mythic Rare',
  basic: 'Basic Land',
};

export const ITEM_STATUSES = ['have', 'want'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/**
 * The spec names a different condition list per context. A stored condition may come from any of
 * them (a trade brings "Moderately Played", the edit dialog "Excellent"), so the stored type is
 * their union and each dialog offers its own list.
 */
export const EDIT_CARD_CONDITIONS = [
  'Mint',
  'Near Mint',
  'Excellent',
  'Good',
  'Light Played',
  'Played',
  'Poor',
] as const;
export const WIZARD_CARD_CONDITIONS = EDIT_CARD_CONDITIONS;
export const WIZARD_SEALED_CONDITIONS = ['Sealed'] as const;
export const TRADE_CONDITIONS = [
  'Near Mint',
  'Lightly Played',
  'Moderately Played',
  'Heavily Played',
  'Damaged',
] as const;
export const ADD_CARD_CONDITIONS = [
  'Near Mint',
  'Lightly Played',
  'Played',
  'Heavily Played',
  'Damaged',
] as const;
export const SEALED_CONDITIONS = [
  'Sealed',
  'Near Mint',
  'Lightly Played',
  'Played',
  'Heavily Played',
  'Damaged',
] as const;
export const CONDITIONS = [
  'Mint',
  'Near Mint',
  'Excellent',
  'Good',
  'Light Played',
  'Lightly Played',
  'Moderately Played',
  'Played',
  'Heavily Played',
  'Damaged',
  'Poor',
  'Sealed',
] as const;
export type Condition = (typeof CONDITIONS)[number];
export const DEFAULT_CARD_CONDITION: Condition = 'Near Mint';
export const DEFAULT_SEALED_CONDITION: Condition = 'Sealed';

export const SEALED_TYPES = [
  'Booster Box',
  'Booster Pack',
  'Preconstructed Deck',
  'Bundle',
  'Commander Deck',
  'Draft Booster',
  'Set Booster',
  'Collector Booster',
  'Theme Booster',
  'Jumpstart Pack',
  'Other',
] as const;
export type SealedType = (typeof SEALED_TYPES)[number];

export const TRANSACTION_TYPES = ['purchase', 'sale', 'trade', 'opening', 'adjustment'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const PRODUCT_TYPES = ['card', 'sealed_product'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const TRANSACTION_ITEM_TYPES = ['card', 'sealed_product'] as const;
export type TransactionItemType = (typeof TRANSACTION_ITEM_TYPES)[number];

export const TRADE_VALUE_SOURCES = ['market', 'estimated', 'agreed'] as const;
export type TradeValueSource = (typeof TRADE_VALUE_SOURCES)[number];

export const CURRENCIES = ['USD', 'EUR', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const THEME_IDS = [
  'mtg-blue',
  'dark-mode',
  'forest-green',
  'sunset-orange',
  'royal-purple',
  'ocean-teal',
] as const;
export type ThemeId = (typeof THEME_IDS)[number];
export const DEFAULT_THEME_ID: ThemeId = 'mtg-blue';

/** Cards view: sortable fields, group modes, view modes (part 1 §2). */
export const CARD_SORT_FIELDS = [
  'name',
  'set',
  'setCode',
  'color',
  'type',
  'rarity',
  'totalQuantity',
  'status',
  'gainLoss',
] as const;
export type CardSortField = (typeof CARD_SORT_FIELDS)[number];
export const GROUP_MODES = ['product', 'transaction', 'none'] as const;
export type GroupMode = (typeof GROUP_MODES)[number];
export const VIEW_MODES = ['grid', 'list'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** Transactions list date filters (part 2 §9); hours where the spec gives them. */
export const DATE_FILTERS = [
  { id: 'last30', label: 'Last 30 days', hours: 720 },
  { id: 'last90', label: 'Last 90 days', hours: 2160 },
  { id: 'thisYear', label: 'This year', hours: null },
  { id: 'all', label: 'All time', hours: null },
] as const;

/**
 * The stored spelling of `text` in a value set, or undefined. The spec writes some sets in two
 * spellings (part 1: colour "red", rarity filters in lower case; part 2: the card database's "Red",
 * "mythic"), so letter case and outer spaces do not matter, and `aliases` (keys in lower case) add
 * other words for a value.
 */
export function storedSpelling<T extends string>(
  values: readonly T[],
  text: string,
  aliases: Readonly<Record<string, T>> = {},
): T | undefined {
  const wanted = text.trim().toLowerCase();
  return values.find((value) => value.toLowerCase() === wanted) ?? aliases[wanted];
}
