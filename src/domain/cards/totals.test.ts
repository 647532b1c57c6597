import { describe, expect, it } from 'vitest';
import { makeLine } from '../testing/factories';
import { averagePrice, isKnownPurchasePrice, purchaseTotals, totalQuantity } from './totals';

describe('totalQuantity', () => {
  it('sums the condition quantities', () => {
    expect(totalQuantity([makeLine('Near Mint', 3), makeLine('Played', 2)])).toBe(5);
    expect(totalQuantity([])).toBe(0);
  });
});

describe('averagePrice', () => {
  it('weights each known price by its quantity', () => {
    // 3 × $2.00 + 1 × $6.00 = $12.00 over 4 copies = $3.00
    expect(averagePrice([makeLine('Near Mint', 3, 2), makeLine('Played', 1, 6)])).toBe(3);
  });

  it('leaves out lines without a price', () => {
    // only 2 × $1.50 is known
    expect(averagePrice([makeLine('Near Mint', 2, 1.5), makeLine('Played', 5, null)])).toBe(1.5);
  });

  it('is null when no price is known', () => {
    expect(averagePrice([makeLine('Near Mint', 2)])).toBeNull();
    expect(averagePrice([])).toBeNull();
  });

  it('counts a price of 0 as known', () => {
    // 1 × $0 + 1 × $4 over 2 copies = $2
    expect(averagePrice([makeLine('Near Mint', 1, 0), makeLine('Good', 1, 4)])).toBe(2);
    expect(isKnownPurchasePrice(0)).toBe(true);
    expect(isKnownPurchasePrice(null)).toBe(false);
    expect(isKnownPurchasePrice(undefined)).toBe(false);
  });
});

describe('purchaseTotals', () => {
  it('gives the priced copies and their cost', () => {
    expect(purchaseTotals([makeLine('Mint', 2, 10), makeLine('Poor', 1), makeLine('Good', 4, 0.25)])).toEqual(
      {
        pricedQuantity: 6,
        pricedCost: 21,
      },
    );
  });
});
