import { describe, expect, it } from 'vitest';
import { makePrice } from '../testing/factories';
import { buildMarketPriceIndex, effectiveMarketPriceKey, resolveSealedMarketPrice } from './marketPriceIndex';

describe('buildMarketPriceIndex', () => {
  it('finds card and sealed prices apart, without case', () => {
    const index = buildMarketPriceIndex([
      makePrice('Lightning Bolt|M10|Near Mint', 2),
      makePrice('Box|Dominaria|Booster Box|Sealed', 90, { productType: 'sealed_product' }),
    ]);
    expect(index.cardPrice('lightning bolt|m10|near mint')).toBe(2);
    expect(index.cardPrice('Box|Dominaria|Booster Box|Sealed')).toBeUndefined();
    expect(index.sealedPrice('box|dominaria|booster box|sealed')).toBe(90);
    expect(index.recordCount).toBe(2);
  });

  it('lets the most recently updated record win a shared key', () => {
    const index = buildMarketPriceIndex([
      makePrice('Opt|XLN|Good', 3, { lastUpdated: '2025-03-01T00:00:00.000Z' }),
      makePrice('opt|xln|good', 1, { lastUpdated: '2025-01-01T00:00:00.000Z' }),
    ]);
    expect(index.cardPrice('Opt|XLN|Good')).toBe(3);
  });

  it('ignores prices of 0 but still counts the record', () => {
    const index = buildMarketPriceIndex([makePrice('Opt|XLN|Good', 0)]);
    expect(index.cardPrice('Opt|XLN|Good')).toBeUndefined();
    expect(index.recordCount).toBe(1);
  });
});

describe('effectiveMarketPriceKey', () => {
  it('adds the condition and finish fields a card key lacks', () => {
    expect(effectiveMarketPriceKey(makePrice('Opt|XLN', 1, { condition: 'Near Mint', foil: true }))).toBe(
      'opt|xln|near mint|foil',
    );
    expect(effectiveMarketPriceKey(makePrice('Opt|XLN|Good', 1, { foil: false }))).toBe(
      'opt|xln|good|nonfoil',
    );
  });

  it('leaves a key that already has those parts, and a card-only key with no condition', () => {
    expect(
      effectiveMarketPriceKey(makePrice('Opt|XLN|Good|foil', 1, { condition: 'Good', foil: true })),
    ).toBe('opt|xln|good|foil');
    expect(effectiveMarketPriceKey(makePrice('Opt|XLN', 1, { foil: true }))).toBe('opt|xln');
  });

  it('adds the condition to a three-part sealed key', () => {
    const record = makePrice('Box|DOM|Booster Box', 1, {
      productType: 'sealed_product',
      condition: 'Sealed',
    });
    expect(effectiveMarketPriceKey(record)).toBe('box|dom|booster box|sealed');
  });
});

describe('resolveSealedMarketPrice', () => {
  const box = { name: 'Box', set: 'DOM', type: 'Booster Box', condition: 'Near Mint' };

  it('takes the price of its own condition first, then the Sealed key', () => {
    const both = buildMarketPriceIndex([
      makePrice('Box|DOM|Booster Box|Near Mint', 80, { productType: 'sealed_product' }),
      makePrice('Box|DOM|Booster Box|Sealed', 100, { productType: 'sealed_product' }),
    ]);
    expect(resolveSealedMarketPrice(box, both)).toBe(80);
    const sealedOnly = buildMarketPriceIndex([
      makePrice('Box|DOM|Booster Box|Sealed', 100, { productType: 'sealed_product' }),
    ]);
    expect(resolveSealedMarketPrice(box, sealedOnly)).toBe(100);
    expect(resolveSealedMarketPrice(box, buildMarketPriceIndex([]))).toBeNull();
  });
});
