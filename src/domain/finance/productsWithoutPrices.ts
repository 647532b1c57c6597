import { resolveMarketPrice } from '../cards/pricing';
import { cardMarketPriceKey, normalizeMarketPriceKey, sealedMarketPriceKey } from '../marketPriceKeys';
import type { ProductsWithoutPrices } from '../schemas';
import type { FinanceCard, FinanceSealedProduct } from './collectionFinance';
import { toMarketPriceIndex } from './collectionFinance';
import { type MarketPriceIndex, type MarketPriceRecord, resolveSealedMarketPrice } from './marketPriceIndex';

/** True the first time a key is seen, comparing keys as the market-price index does. */
function firstSeen(): (key: string) => boolean {
  const seen = new Set<string>();
  return (key) => {
    const normalized = normalizeMarketPriceKey(key);
    if (seen.has(normalized)) return false;
    seen.add(normalized);
    return true;
  };
}

export interface ProductsWithoutPricesInput {
  cards: readonly FinanceCard[];
  sealedProducts: readonly FinanceSealedProduct[];
  marketPrices: readonly MarketPriceRecord[] | MarketPriceIndex;
}

/**
 * What the admin still has to price (part 1 §3): the held items that finance counts as "without market
 * price", so pricing every entry brings coverage to 100 %. A card is listed once per condition it is held
 * in, under the key `name|setCode-or-set|condition` that prices it; a sealed product under
 * `name|set|type|condition`. Entries are distinct by key (compared without case), in first-seen order.
 */
export function computeProductsWithoutPrices(input: ProductsWithoutPricesInput): ProductsWithoutPrices {
  const index = toMarketPriceIndex(input.marketPrices);
  const isNewCard = firstSeen();
  const isNewSealed = firstSeen();
  const cards: ProductsWithoutPrices['cards'] = [];
  for (const card of input.cards) {
    if (card.status !== 'have') continue;
    if (resolveMarketPrice(card, index.cardPrice, { skipTemporaryIds: false }) !== null) continue;
    for (const line of card.conditionQuantities) {
      const productKey = cardMarketPriceKey(card, line.condition);
      if (isNewCard(productKey))
        cards.push({ productKey, name: card.name, set: card.set, condition: line.condition });
    }
  }
  const sealedProducts: ProductsWithoutPrices['sealedProducts'] = [];
  for (const product of input.sealedProducts) {
    if (product.status !== 'have' || resolveSealedMarketPrice(product, index) !== null) continue;
    const productKey = sealedMarketPriceKey(product, product.condition);
    if (!isNewSealed(productKey)) continue;
    const { name, set, type, condition } = product;
    sealedProducts.push({ productKey, name, set, type, condition });
  }
  return {
    cards,
    sealedProducts,
    totalCardsWithoutPrices: cards.length,
    totalSealedProductsWithoutPrices: sealedProducts.length,
    totalExistingMarketPrices: index.recordCount,
  };
}
