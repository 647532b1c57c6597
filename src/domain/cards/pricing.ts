import type { PriceLookup } from '../finance/marketPriceIndex';
import { TEMP_ID_PREFIX } from '../limits';
import { cardMarketPriceKey, cardOnlyMarketPriceKey, FOIL_PART, NONFOIL_PART } from '../marketPriceKeys';
import type { Card, ConditionQuantity } from '../schemas';

export type PricedCard = Pick<
  Card,
  'id' | 'name' | 'set' | 'setCode' | 'foil' | 'marketPrice' | 'grading'
> & {
  conditionQuantities: readonly Pick<ConditionQuantity, 'condition' | 'marketPrice'>[];
};

/** A market price of 0 reads as "no price": the spec's missing price silently falls back to 0. */
export function isKnownMarketPrice(price: number | null | undefined): price is number {
  return typeof price === 'number' && Number.isFinite(price) && price > 0;
}

export interface ResolveOptions {
  /**
   * Part 1 §4: the cards view skips cards with a temp- id for price lookup. Finance looks them up
   * anyway, so the figure on the device equals what the server computes once the card is synced.
   */
  skipTemporaryIds?: boolean;
}

/**
 * One condition's looked-up price: the finish-specific key, then the key for any finish. `base` is the
 * card's `name|setCode-or-set|`, built once per card rather than once per line.
 */
function lookUpCondition(
  base: string,
  foil: boolean,
  condition: string,
  lookup: PriceLookup,
): number | undefined {
  const key = base + condition.trim();
  return lookup(`${key}|${foil ? FOIL_PART : NONFOIL_PART}`) ?? lookup(key);
}

/** The card-only key prices every condition: `name|set`, or `name|setCode` as admins also type it. */
function lookUpCardOnly(card: PricedCard, lookup: PriceLookup): number | undefined {
  const bySet = lookup(cardOnlyMarketPriceKey(card.name, card.set));
  if (bySet !== undefined || !card.setCode) return bySet;
  return lookup(cardOnlyMarketPriceKey(card.name, card.setCode));
}

/**
 * The market price of one copy (part 1 §4): the card-level price, else the highest of the per-condition
 * prices and the prices looked up by each condition's key (the card-only key standing in for a
 * condition that has no key of its own). Null when nothing is known.
 */
export function resolveMarketPrice(
  card: PricedCard,
  lookup?: PriceLookup,
  options: ResolveOptions = {},
): number | null {
  // A slab is worth what the collector says (issue 25): the catalogue prices raw copies only.
  if (card.grading) return isKnownMarketPrice(card.grading.value) ? card.grading.value : null;
  if (isKnownMarketPrice(card.marketPrice)) return card.marketPrice;
  const skip = options.skipTemporaryIds ?? true;
  const canLookUp = lookup !== undefined && !(skip && card.id.startsWith(TEMP_ID_PREFIX));
  let best: number | null = null;
  let cardOnly: number | undefined | null = null;
  const base = canLookUp ? cardMarketPriceKey(card, '') : '';
  for (const line of card.conditionQuantities) {
    if (isKnownMarketPrice(line.marketPrice) && (best === null || line.marketPrice > best)) {
      best = line.marketPrice;
    }
    if (!canLookUp) continue;
    let found = lookUpCondition(base, card.foil, line.condition, lookup);
    if (found === undefined) {
      if (cardOnly === null) cardOnly = lookUpCardOnly(card, lookup);
      found = cardOnly;
    }
    if (found !== undefined && (best === null || found > best)) best = found;
  }
  return best;
}

/** A resolver that remembers each card's price, so regrouping or resorting does not look prices up again. */
export function createMarketPriceResolver(lookup?: PriceLookup, options?: ResolveOptions) {
  const cache = new WeakMap<PricedCard, number | null>();
  return (card: PricedCard): number | null => {
    const cached = cache.get(card);
    if (cached !== undefined) return cached;
    const price = resolveMarketPrice(card, lookup, options);
    cache.set(card, price);
    return price;
  };
}

/** Unrealized gain or loss of a card row (part 1 §4). */
export interface GainLoss {
  /** Market price minus average purchase price, for one copy. */
  perUnit: number;
  /** `perUnit` times the copies whose purchase price is known. */
  amount: number;
  /** Percentage points against the average purchase price; null when the copies cost nothing. */
  percent: number | null;
  /** A zero change counts as a gain. */
  isGain: boolean;
}

/** Shown only when both a market price and an average purchase price exist. */
export function computeGainLoss(
  marketPrice: number | null,
  averagePurchasePrice: number | null,
  pricedQuantity: number,
): GainLoss | null {
  if (marketPrice === null || averagePurchasePrice === null) return null;
  const perUnit = marketPrice - averagePurchasePrice;
  return {
    perUnit,
    amount: perUnit * pricedQuantity,
    percent: averagePurchasePrice > 0 ? (perUnit / averagePurchasePrice) * 100 : null,
    isGain: perUnit >= 0,
  };
}
