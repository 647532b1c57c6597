import {
  cardMarketPriceKey,
  normalizeMarketPriceKey,
  sealedMarketPriceKey,
} from '../../../domain/marketPriceKeys';
import type { Card, SealedProduct } from '../../../domain/schemas';
import type { ProductType } from '../../../domain/valueSets';

export interface ProductOption {
  productKey: string;
  label: string;
  condition: string;
}

/**
 * The products Add Market Price offers, built from the user's own items (issue 14: pick one, never type
 * a key): a card once per condition it is held in, under `name|setCode-or-set|condition` (part 1 §3); a
 * sealed product under `name|set|type|condition` (part 2 §3). Distinct by key, sorted by label.
 */
export function productOptions(
  productType: ProductType,
  cards: readonly Pick<Card, 'name' | 'set' | 'setCode' | 'conditionQuantities'>[],
  sealedProducts: readonly Pick<SealedProduct, 'name' | 'set' | 'type' | 'condition'>[],
): ProductOption[] {
  const options = new Map<string, ProductOption>();
  const add = (productKey: string, label: string, condition: string) => {
    const key = normalizeMarketPriceKey(productKey);
    if (!options.has(key)) options.set(key, { productKey, label, condition });
  };
  if (productType === 'card') {
    for (const card of cards) {
      for (const line of card.conditionQuantities) {
        add(
          cardMarketPriceKey(card, line.condition),
          `${card.name} (${card.setCode || card.set}) · ${line.condition}`,
          line.condition,
        );
      }
    }
  } else {
    for (const product of sealedProducts) {
      add(
        sealedMarketPriceKey(product, product.condition),
        `${product.name} (${product.set}) · ${product.type} · ${product.condition}`,
        product.condition,
      );
    }
  }
  return [...options.values()].sort((a, b) => a.label.localeCompare(b.label));
}
