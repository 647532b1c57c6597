import { describe, expect, it } from 'vitest';
import { makeCard, makeLine, makeSealed } from '../../../domain/testing/factories';
import { productOptions } from './productOptions';

describe('Add Market Price product choices', () => {
  const cards = [
    makeCard({ conditionQuantities: [makeLine('Near Mint', 2), makeLine('Played', 1)] }),
    makeCard({ conditionQuantities: [makeLine('Near Mint', 1)] }),
  ];
  const sealed = [makeSealed(), makeSealed()];

  it('offers each card once per condition held, under its market-price key', () => {
    expect(productOptions('card', cards, sealed).map((o) => o.productKey)).toEqual([
      'Lightning Bolt|M10|Near Mint',
      'Lightning Bolt|M10|Played',
    ]);
  });

  it('offers each sealed product once under name|set|type|condition', () => {
    expect(productOptions('sealed_product', cards, sealed).map((o) => o.productKey)).toEqual([
      'Dominaria Booster Box|Dominaria|Booster Box|Sealed',
    ]);
  });
});
