import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupCards } from '../cards/grouping';
import { createMarketPriceResolver } from '../cards/pricing';
import { makeCard, makeLine, makePrice, makeSealed } from '../testing/factories';
import { computeCollectionFinance } from './collectionFinance';
import { buildMarketPriceIndex } from './marketPriceIndex';

const cents = (max: number) => fc.integer({ min: 0, max }).map((value) => value / 100);
const cardsArbitrary = fc.array(
  fc.record({
    name: fc.constantFrom('Opt', 'Shock', 'Ajani'),
    status: fc.constantFrom('have' as const, 'want' as const),
    lines: fc.array(
      fc.record({
        condition: fc.constantFrom('Near Mint' as const, 'Played' as const),
        quantity: fc.integer({ min: 1, max: 4 }),
        price: fc.option(cents(3000)),
      }),
      { minLength: 1, maxLength: 3 },
    ),
  }),
  { maxLength: 25 },
);
const pricesArbitrary = fc.array(
  fc.record({
    key: fc.constantFrom(
      'Opt|M10|Near Mint',
      'Shock|M10|Played',
      'Ajani|Magic 2010',
      'Opt|M10|Played|nonfoil',
    ),
    price: cents(4000),
  }),
  { maxLength: 6 },
);
const sealedArbitrary = fc.array(
  fc.record({
    quantity: fc.integer({ min: 1, max: 3 }),
    price: fc.option(cents(20000)),
    priced: fc.boolean(),
  }),
  { maxLength: 4 },
);

describe('finance properties', () => {
  it('holds its invariants and agrees with the cards view', () => {
    fc.assert(
      fc.property(cardsArbitrary, pricesArbitrary, sealedArbitrary, (cardSpecs, priceSpecs, sealedSpecs) => {
        const cards = cardSpecs.map((spec) =>
          makeCard({
            name: spec.name,
            status: spec.status,
            conditionQuantities: spec.lines.map((line) =>
              makeLine(line.condition, line.quantity, line.price),
            ),
          }),
        );
        const sealedProducts = sealedSpecs.map((spec, index) =>
          makeSealed({
            name: spec.priced ? 'Priced' : `Unpriced ${index}`,
            quantity: spec.quantity,
            purchasePrice: spec.price,
          }),
        );
        const marketPrices = [
          ...priceSpecs.map((spec) => makePrice(spec.key, spec.price)),
          makePrice('Priced|Dominaria|Booster Box|Sealed', 150, { productType: 'sealed_product' }),
        ];
        const finance = computeCollectionFinance({
          cards,
          sealedProducts,
          transactions: [],
          marketPrices,
          now: new Date(0),
        });

        expect(finance.itemsWithMarketPrices + finance.itemsWithoutMarketPrices).toBe(finance.totalItems);
        expect(finance.totalCards + finance.totalSealedProducts).toBe(finance.totalItems);
        expect(finance.marketPriceCoveragePercentage).toBeGreaterThanOrEqual(0);
        expect(finance.marketPriceCoveragePercentage).toBeLessThanOrEqual(100);

        const held = cards.filter((card) => card.status === 'have');
        const paid = held
          .flatMap((card) => card.conditionQuantities)
          .filter((line) => line.purchasePrice !== null);
        const paidTotal = paid.reduce((sum, line) => sum + (line.purchasePrice ?? 0) * line.quantity, 0);
        expect(finance.totalCardValue).toBeCloseTo(paidTotal, 6);

        // The unrealized gain/loss the cards view shows per line adds up to the finance figure.
        const resolver = createMarketPriceResolver(buildMarketPriceIndex(marketPrices).cardPrice);
        const rows = groupCards(held, 'none', resolver);
        const rowTotal = rows.reduce((sum, row) => sum + (row.gainLoss?.amount ?? 0), 0);
        expect(finance.totalCardProfitLoss).toBeCloseTo(rowTotal, 6);
      }),
      { seed: 20250604, numRuns: 300 },
    );
  });
});
