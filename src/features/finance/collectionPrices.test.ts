import { describe, expect, it } from 'vitest';
import { buildCataloguePriceLookup } from '../../domain/catalogue/cataloguePrices';
import { computeCollectionFinance } from '../../domain/finance/collectionFinance';
import { generateCollection } from '../../domain/testing/collectionGenerator';
import { makeCard, makeLine, makePricedPrinting } from '../../domain/testing/factories';
import { buildCollectionPrices, withResolvedPrices } from './collectionPrices';

describe('withResolvedPrices', () => {
  it('leaves every finance figure as it was on a large generated collection', () => {
    const { cards, sealedProducts, marketPrices } = generateCollection(3_000, 7);
    // Temp ids, card-level prices and cards without any price are all in there.
    cards[0] = { ...cards[0], id: 'temp-0001' };
    cards[1] = { ...cards[1], marketPrice: 12.5 };
    const prices = buildCollectionPrices(marketPrices);
    const input = { sealedProducts, transactions: [], marketPrices: prices.index, now: new Date(0) };
    const direct = computeCollectionFinance({ ...input, cards });
    const reused = computeCollectionFinance({ ...input, cards: withResolvedPrices(cards, prices) });
    expect(reused).toEqual(direct);
    expect(direct.itemsWithMarketPrices).toBeGreaterThan(0);
    expect(direct.itemsWithoutMarketPrices).toBeGreaterThan(0);
  });

  it('writes the resolved price on priced cards only, and never on temp- cards', () => {
    const prices = buildCollectionPrices([
      { productType: 'card', productKey: 'Opt|XLN|Near Mint', marketPrice: 0.25 },
    ]);
    const opt = makeCard({
      id: 'c1',
      name: 'Opt',
      setCode: 'XLN',
      conditionQuantities: [makeLine('Near Mint', 1)],
    });
    const unsent = { ...opt, id: 'temp-1' };
    const unpriced = makeCard({ id: 'c2', name: 'Island' });
    const [priced, temp, none] = withResolvedPrices([opt, unsent, unpriced], prices);
    expect(priced.marketPrice).toBe(0.25);
    expect(temp).toBe(unsent);
    expect(none).toBe(unpriced);
  });
});

describe('market prices with the card catalogue', () => {
  const lookup = buildCataloguePriceLookup([makePricedPrinting()]);

  it('a manual market price overrides the catalogue; cards not yet synced are priced too', () => {
    const card = {
      id: 'temp-1',
      name: 'Lightning Bolt',
      set: 'Magic 2010',
      setCode: 'M10',
      foil: false,
      marketPrice: null,
      conditionQuantities: [{ condition: 'Near Mint' as const, marketPrice: null }],
    };
    expect(buildCollectionPrices([], lookup).cardPriceOf(card)).toBe(2);
    const manual = [
      { productType: 'card' as const, productKey: 'Lightning Bolt|Magic 2010', marketPrice: 3.5 },
    ];
    expect(buildCollectionPrices(manual, lookup).cardPriceOf({ ...card, id: 'c1' })).toBe(3.5);
    expect(buildCollectionPrices(manual, lookup).cardPriceOf(card)).toBe(3.5);
    expect(buildCollectionPrices([]).cardPriceOf(card)).toBeNull();
  });
});
