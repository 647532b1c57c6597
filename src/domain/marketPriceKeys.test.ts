import { describe, expect, it } from 'vitest';
import {
  cardMarketPriceKey,
  cardOnlyMarketPriceKey,
  cardSetPart,
  normalizeMarketPriceKey,
  sealedLookupMarketPriceKey,
  sealedMarketPriceKey,
} from './marketPriceKeys';

const bolt = { name: 'Lightning Bolt', set: 'Magic 2010', setCode: 'M10' };

describe('card keys', () => {
  it('joins name, set code and condition', () => {
    expect(cardMarketPriceKey(bolt, 'Near Mint')).toBe('Lightning Bolt|M10|Near Mint');
  });

  it('uses the set name when there is no set code', () => {
    expect(cardMarketPriceKey({ ...bolt, setCode: '' }, 'Played')).toBe('Lightning Bolt|Magic 2010|Played');
    expect(cardMarketPriceKey({ name: 'Opt', set: 'Ixalan', setCode: null }, 'Good')).toBe('Opt|Ixalan|Good');
    expect(cardSetPart({ name: 'Opt', set: ' Ixalan ', setCode: '   ' })).toBe('Ixalan');
  });

  it('adds foil or nonfoil as a fourth part only when the finish is given', () => {
    expect(cardMarketPriceKey(bolt, 'Near Mint', true)).toBe('Lightning Bolt|M10|Near Mint|foil');
    expect(cardMarketPriceKey(bolt, 'Near Mint', false)).toBe('Lightning Bolt|M10|Near Mint|nonfoil');
    expect(cardMarketPriceKey(bolt, 'Near Mint', null)).toBe('Lightning Bolt|M10|Near Mint');
  });

  it('trims every part and keeps the case as given', () => {
    expect(cardMarketPriceKey({ name: '  Black Lotus ', set: 'Alpha', setCode: ' lea ' }, ' Mint ')).toBe(
      'Black Lotus|lea|Mint',
    );
  });

  it('builds the card-only key from name and set', () => {
    expect(cardOnlyMarketPriceKey(' Lightning Bolt', 'Magic 2010 ')).toBe('Lightning Bolt|Magic 2010');
  });
});

describe('sealed keys', () => {
  const box = { name: 'Dominaria Booster Box', set: 'Dominaria', type: 'Booster Box' };

  it('builds name|set|type|condition for the missing-price list', () => {
    expect(sealedMarketPriceKey(box, 'Near Mint')).toBe(
      'Dominaria Booster Box|Dominaria|Booster Box|Near Mint',
    );
  });

  it('builds name|set|type|Sealed for trade and transaction lookups', () => {
    expect(sealedLookupMarketPriceKey({ ...box, name: ' Dominaria Booster Box ' })).toBe(
      'Dominaria Booster Box|Dominaria|Booster Box|Sealed',
    );
  });
});

describe('normalizeMarketPriceKey', () => {
  it('lower-cases and trims around separators', () => {
    expect(normalizeMarketPriceKey(' Lightning Bolt | M10 |Near Mint ')).toBe('lightning bolt|m10|near mint');
  });

  it('matches a built key and a hand-typed variant to the same form', () => {
    const built = cardMarketPriceKey(bolt, 'Near Mint', true);
    expect(normalizeMarketPriceKey('lightning bolt|m10 | near mint|FOIL')).toBe(
      normalizeMarketPriceKey(built),
    );
  });

  it('keeps spaces inside a part', () => {
    expect(normalizeMarketPriceKey('Sol Ring|C21|Near Mint')).toBe('sol ring|c21|near mint');
  });
});
