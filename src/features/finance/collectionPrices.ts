import { createMarketPriceResolver, type PricedCard, resolveMarketPrice } from '../../domain/cards/pricing';
import type { CataloguePriceLookup } from '../../domain/catalogue/cataloguePrices';
import type { FinanceCard } from '../../domain/finance/collectionFinance';
import {
  buildMarketPriceIndex,
  type MarketPriceIndex,
  type MarketPriceRecord,
} from '../../domain/finance/marketPriceIndex';
import { TEMP_ID_PREFIX } from '../../domain/limits';

/** A collection's market prices: the index, and each card's resolved price remembered per card. */
export interface CollectionPrices {
  index: MarketPriceIndex;
  /** The cards view's reading (part 1 §4): temp- cards are not looked up in the collection's prices. */
  cardPriceOf(card: PricedCard): number | null;
  catalogue?: CataloguePriceLookup;
}

/**
 * The card's own and the collection's market prices (Price Management) first; where they have none,
 * the card catalogue's price for its finish (issue 12). The catalogue is the device's own data, so
 * it prices cards not yet synced (temp- ids) too.
 */
export function buildCollectionPrices(
  records: readonly MarketPriceRecord[],
  catalogue?: CataloguePriceLookup,
): CollectionPrices {
  const index = buildMarketPriceIndex(records);
  const resolve = createMarketPriceResolver(index.cardPrice);
  if (!catalogue) return { index, cardPriceOf: resolve };
  const remembered = new WeakMap<PricedCard, number | null>();
  const cardPriceOf = (card: PricedCard) => {
    const known = remembered.get(card);
    if (known !== undefined) return known;
    const own = resolve(card);
    const price =
      own ??
      (card.id.startsWith(TEMP_ID_PREFIX)
        ? resolveMarketPrice(card, index.cardPrice, { skipTemporaryIds: false })
        : null) ??
      catalogue(card) ??
      null;
    remembered.set(card, price);
    return price;
  };
  return { index, cardPriceOf, catalogue };
}

/**
 * The cards for the finance summary with the market price the cards view already resolved written on
 * each, so finance does not look 50,000 cards up again. A card's known card-level price is the first
 * thing the resolution reads, so the figures are unchanged: the written price is what resolving would
 * answer. Cards without a price, and temp- cards (which finance looks up but the view does not), are
 * passed as they are and resolved by finance itself.
 */
export function withResolvedPrices(cards: readonly FinanceCard[], prices: CollectionPrices): FinanceCard[] {
  return cards.map((card) => {
    if (card.id.startsWith(TEMP_ID_PREFIX) && !prices.catalogue) return card;
    const marketPrice = prices.cardPriceOf(card);
    if (marketPrice === null || marketPrice === card.marketPrice) return card;
    const { id, name, set, setCode, foil, status, conditionQuantities } = card;
    return { id, name, set, setCode, foil, status, conditionQuantities, marketPrice };
  });
}
