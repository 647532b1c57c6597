import { describe, expect, it } from 'vitest';
import { makeCard, makeLine } from '../testing/factories';
import { computeGainLoss, createMarketPriceResolver, resolveMarketPrice } from './pricing';

const lookupFrom = (prices: Record<string, number>) => (key: string) => prices[key];

describe('resolveMarketPrice', () => {
  it('prefers the card-level price', () => {
    const card = makeCard({
      marketPrice: 4,
      conditionQuantities: [makeLine('Near Mint', 1, 1, { marketPrice: 9 })],
    });
    expect(resolveMarketPrice(card, lookupFrom({ 'Lightning Bolt|M10|Near Mint': 12 }))).toBe(4);
  });

  it('else takes the highest per-condition or looked-up price', () => {
    const card = makeCard({
      conditionQuantities: [makeLine('Near Mint', 1, null, { marketPrice: 3 }), makeLine('Played', 1)],
    });
    expect(resolveMarketPrice(card)).toBe(3);
    expect(resolveMarketPrice(card, lookupFrom({ 'Lightning Bolt|M10|Played': 5 }))).toBe(5);
    expect(resolveMarketPrice(card, lookupFrom({ 'Lightning Bolt|M10|Played': 2 }))).toBe(3);
  });

  it('looks up the finish-specific key before the key for any finish', () => {
    const foil = makeCard({ foil: true });
    const prices = lookupFrom({ 'Lightning Bolt|M10|Near Mint|foil': 20, 'Lightning Bolt|M10|Near Mint': 2 });
    expect(resolveMarketPrice(foil, prices)).toBe(20);
    expect(resolveMarketPrice(makeCard(), prices)).toBe(2);
  });

  it('falls back to the card-only key, by set name and then set code', () => {
    expect(resolveMarketPrice(makeCard(), lookupFrom({ 'Lightning Bolt|Magic 2010': 1.25 }))).toBe(1.25);
    expect(resolveMarketPrice(makeCard(), lookupFrom({ 'Lightning Bolt|M10': 1.5 }))).toBe(1.5);
  });

  it('uses the set name in keys when the card has no set code', () => {
    const card = makeCard({ setCode: '' });
    expect(resolveMarketPrice(card, lookupFrom({ 'Lightning Bolt|Magic 2010|Near Mint': 7 }))).toBe(7);
  });

  it('skips price lookup for temp- ids unless told not to', () => {
    const card = makeCard({ id: 'temp-1234' });
    const prices = lookupFrom({ 'Lightning Bolt|M10|Near Mint': 2 });
    expect(resolveMarketPrice(card, prices)).toBeNull();
    expect(resolveMarketPrice(card, prices, { skipTemporaryIds: false })).toBe(2);
  });

  it('treats a price of 0 as no price', () => {
    const card = makeCard({
      marketPrice: 0,
      conditionQuantities: [makeLine('Near Mint', 1, null, { marketPrice: 0 })],
    });
    expect(resolveMarketPrice(card)).toBeNull();
  });

  it('remembers a card price in a resolver', () => {
    let calls = 0;
    const resolver = createMarketPriceResolver((key) => {
      calls += 1;
      return key === 'Lightning Bolt|M10|Near Mint|nonfoil' ? 3 : undefined;
    });
    const card = makeCard();
    expect(resolver(card)).toBe(3);
    expect(resolver(card)).toBe(3);
    expect(calls).toBe(1);
  });
});

describe('computeGainLoss', () => {
  it('is null without a market price or an average price', () => {
    expect(computeGainLoss(null, 2, 1)).toBeNull();
    expect(computeGainLoss(2, null, 1)).toBeNull();
  });

  it('gives the change per copy, over the priced copies and in percent', () => {
    // bought at $4, worth $5: +$1 a copy, 3 copies +$3, +25 %
    expect(computeGainLoss(5, 4, 3)).toEqual({ perUnit: 1, amount: 3, percent: 25, isGain: true });
    // bought at $8, worth $6: −$2 a copy, −25 %
    expect(computeGainLoss(6, 8, 2)).toEqual({ perUnit: -2, amount: -4, percent: -25, isGain: false });
  });

  it('counts no change as a gain and has no percent for free copies', () => {
    expect(computeGainLoss(3, 3, 1)?.isGain).toBe(true);
    expect(computeGainLoss(3, 0, 2)).toEqual({ perUnit: 3, amount: 6, percent: null, isGain: true });
  });
});
