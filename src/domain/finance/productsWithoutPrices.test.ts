import { describe, expect, it } from 'vitest';
import { ProductsWithoutPrices } from '../schemas';
import { makeCard, makeLine, makePrice, makeSealed } from '../testing/factories';
import { computeProductsWithoutPrices } from './productsWithoutPrices';

describe('computeProductsWithoutPrices', () => {
  const priced = makeCard({ conditionQuantities: [makeLine('Near Mint', 1)] });
  const opt = makeCard({
    name: 'Opt',
    set: 'Ixalan',
    setCode: 'XLN',
    conditionQuantities: [makeLine('Good', 1), makeLine('Mint', 2)],
  });
  const optAgain = makeCard({
    name: 'OPT',
    set: 'Ixalan',
    setCode: 'xln',
    conditionQuantities: [makeLine('Good', 1)],
  });
  const wanted = makeCard({ name: 'Wanted', status: 'want' });
  const box = makeSealed({ condition: 'Near Mint' });
  const pricedBox = makeSealed({ name: 'Priced Box' });
  const result = computeProductsWithoutPrices({
    cards: [priced, opt, optAgain, wanted],
    sealedProducts: [box, pricedBox, makeSealed({ condition: 'Near Mint' })],
    marketPrices: [
      makePrice('Lightning Bolt|M10|Near Mint', 2),
      makePrice('Priced Box|Dominaria|Booster Box|Sealed', 50, { productType: 'sealed_product' }),
    ],
  });

  it('lists each held unpriced card once per condition under its key', () => {
    expect(result.cards).toEqual([
      { productKey: 'Opt|XLN|Good', name: 'Opt', set: 'Ixalan', condition: 'Good' },
      { productKey: 'Opt|XLN|Mint', name: 'Opt', set: 'Ixalan', condition: 'Mint' },
    ]);
  });

  it('lists unpriced sealed products under name|set|type|condition', () => {
    expect(result.sealedProducts).toEqual([
      {
        productKey: 'Dominaria Booster Box|Dominaria|Booster Box|Near Mint',
        name: 'Dominaria Booster Box',
        set: 'Dominaria',
        type: 'Booster Box',
        condition: 'Near Mint',
      },
    ]);
  });

  it('counts the entries and the existing prices', () => {
    expect(result.totalCardsWithoutPrices).toBe(2);
    expect(result.totalSealedProductsWithoutPrices).toBe(1);
    expect(result.totalExistingMarketPrices).toBe(2);
    expect(ProductsWithoutPrices.safeParse(result).success).toBe(true);
  });
});
