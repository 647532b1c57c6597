import {
  FOIL_PART,
  keyPartCount,
  NONFOIL_PART,
  normalizeMarketPriceKey,
  type SealedKeyParts,
  sealedLookupMarketPriceKey,
  sealedMarketPriceKey,
} from '../marketPriceKeys';
import type { MarketPrice } from '../schemas';

/** Finds a price by market-price key; undefined when there is none. */
export type PriceLookup = (key: string) => number | undefined;

export type MarketPriceRecord = Pick<MarketPrice, 'productType' | 'productKey' | 'marketPrice'> &
  Partial<Pick<MarketPrice, 'condition' | 'foil' | 'lastUpdated'>>;

export interface MarketPriceIndex {
  readonly cardPrice: PriceLookup;
  readonly sealedPrice: PriceLookup;
  /** How many records the index was built from (the "existing market prices" count). */
  readonly recordCount: number;
}

/**
 * The key a record prices. The admin form has condition and foil fields beside the key, so a record
 * keyed `name|set` with condition Near Mint prices `name|set|Near Mint`; fields already in the key
 * are not added twice.
 */
export function effectiveMarketPriceKey(record: MarketPriceRecord): string {
  let key = normalizeMarketPriceKey(record.productKey);
  let parts = keyPartCount(key);
  const condition = record.condition?.trim().toLowerCase();
  if (record.productType === 'sealed_product') {
    return parts === 3 && condition ? `${key}|${condition}` : key;
  }
  if (parts === 2 && condition) {
    key = `${key}|${condition}`;
    parts = 3;
  }
  if (parts === 3 && record.foil !== null && record.foil !== undefined) {
    key = `${key}|${record.foil ? FOIL_PART : NONFOIL_PART}`;
  }
  return key;
}

/**
 * Built once per set of records, then every lookup is a Map read. A price of 0 means "no price"
 * (the spec's missing price reads as 0). Two records for one key: the later `lastUpdated` wins.
 */
export function buildMarketPriceIndex(records: readonly MarketPriceRecord[]): MarketPriceIndex {
  const cards = new Map<string, MarketPriceRecord>();
  const sealed = new Map<string, MarketPriceRecord>();
  for (const record of records) {
    if (!(record.marketPrice > 0)) continue;
    const target = record.productType === 'sealed_product' ? sealed : cards;
    const key = effectiveMarketPriceKey(record);
    const existing = target.get(key);
    if (existing === undefined || (existing.lastUpdated ?? '') <= (record.lastUpdated ?? '')) {
      target.set(key, record);
    }
  }
  return { cardPrice: lookupIn(cards), sealedPrice: lookupIn(sealed), recordCount: records.length };
}

/**
 * A lookup that answers "no price" at once for a key of a shape (number of parts) no record has: pricing
 * a card tries up to four keys a line, and most collections price only one or two of those shapes.
 */
function lookupIn(prices: Map<string, MarketPriceRecord>): PriceLookup {
  const shapes = new Set<number>();
  for (const key of prices.keys()) shapes.add(keyPartCount(key));
  return (key) => {
    if (!shapes.has(keyPartCount(key))) return undefined;
    return prices.get(normalizeMarketPriceKey(key))?.marketPrice;
  };
}

/** A sealed product's price: its own condition's key first, then the `|Sealed` lookup key. */
export function resolveSealedMarketPrice(
  product: SealedKeyParts & { condition: string },
  index: MarketPriceIndex,
): number | null {
  return (
    index.sealedPrice(sealedMarketPriceKey(product, product.condition)) ??
    index.sealedPrice(sealedLookupMarketPriceKey(product)) ??
    null
  );
}
