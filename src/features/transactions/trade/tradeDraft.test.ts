import { describe, expect, it } from 'vitest';
import type { DraftItem } from '../wizard/wizardDraft';
import {
  agreedValue,
  bothSidesFilled,
  initialValue,
  type TradeLine,
  tradeInput,
  tradeTotals,
} from './tradeDraft';

const item: DraftItem = {
  itemType: 'card',
  name: 'Opt',
  set: 'Ixalan',
  condition: 'Near Mint',
  quantity: 2,
  price: 0,
};
const line = (side: TradeLine['side'], value: number): TradeLine => ({
  key: `${side}-${value}`,
  side,
  item,
  value,
  valueSource: 'market',
});

describe('trade value sources', () => {
  it('starts at the market price when one is found, estimated otherwise', () => {
    expect(initialValue(4, 1)).toEqual({ value: 4, valueSource: 'market' });
    expect(initialValue(null, 1.5)).toEqual({ value: 1.5, valueSource: 'estimated' });
    expect(initialValue(0, 0)).toEqual({ value: 0, valueSource: 'estimated' });
  });

  it('becomes agreed after a manual edit of 0 or more', () => {
    expect(agreedValue('2.5')).toEqual({ value: 2.5, valueSource: 'agreed' });
    expect(agreedValue('0')).toEqual({ value: 0, valueSource: 'agreed' });
    expect(agreedValue('-1')).toBeNull();
    expect(agreedValue('abc')).toBeNull();
    expect(agreedValue('')).toBeNull();
  });
});

describe('trade totals and input', () => {
  it('totals each side by value × quantity, the difference received − given', () => {
    expect(tradeTotals([line('given', 3), line('received', 5)])).toEqual({
      given: 6,
      received: 10,
      difference: 4,
    });
  });

  it('needs items on both sides', () => {
    expect(bothSidesFilled([line('given', 1)])).toBe(false);
    expect(bothSidesFilled([line('given', 1), line('received', 1)])).toBe(true);
  });

  it('marks sides, prices each line at its value and keeps the source', () => {
    const input = tradeInput([line('given', 3), { ...line('received', 5), valueSource: 'agreed' }], {
      collectionId: 'c1',
      date: '2026-11-20',
      tradePartner: '  ',
      notes: '',
    });
    expect(input.type).toBe('trade');
    expect(input.tradePartner).toBe('Unknown');
    expect(input.items[0]).toMatchObject({ isGiven: true, price: 3, valueSource: 'market' });
    expect(input.items[1]).toMatchObject({ isReceived: true, price: 5, valueSource: 'agreed' });
  });
});
