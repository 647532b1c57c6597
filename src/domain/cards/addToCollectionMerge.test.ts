import { describe, expect, it } from 'vitest';
import type { ConditionQuantity } from '../schemas';
import { isSamePrinting, mergeConditionEntry, oldestSamePrinting } from './addToCollectionMerge';

const lot = (overrides: Partial<ConditionQuantity> = {}): ConditionQuantity => ({
  condition: 'Near Mint',
  quantity: 1,
  purchasePrice: 2.5,
  purchaseDate: '2024-03-01',
  transactionId: null,
  ...overrides,
});

describe('mergeConditionEntry', () => {
  it('adds the quantity to the row of the same condition, price, date and transaction', () => {
    const rows = [lot({ condition: 'Played', quantity: 4 }), lot({ quantity: 2 })];
    expect(mergeConditionEntry(rows, lot({ quantity: 3 }))).toEqual([
      lot({ condition: 'Played', quantity: 4 }),
      lot({ quantity: 5 }),
    ]);
    expect(rows[1]?.quantity).toBe(2);
  });

  it('appends a new row when any of condition, price, date or transaction differs', () => {
    const rows = [lot({ quantity: 2 })];
    for (const different of [
      lot({ condition: 'Played' }),
      lot({ purchasePrice: 3 }),
      lot({ purchasePrice: null }),
      lot({ purchaseDate: '2024-03-02' }),
      lot({ transactionId: 'f3b0c442-98fc-4c14-9a2b-1e2f3a4b5c6d' }),
    ]) {
      expect(mergeConditionEntry(rows, different)).toEqual([lot({ quantity: 2 }), different]);
    }
  });

  it('treats a missing and a null price as the same lot', () => {
    const rows = [lot({ purchasePrice: null, purchaseDate: null, quantity: 1 })];
    const merged = mergeConditionEntry(rows, { condition: 'Near Mint', quantity: 2 } as ConditionQuantity);
    expect(merged.map((row) => row.quantity)).toEqual([3]);
  });
});

describe('isSamePrinting', () => {
  const bolt = { name: 'Lightning Bolt', setCode: 'M10', foil: false, status: 'have' as const };

  it('ignores case and surrounding spaces of name and set code', () => {
    expect(isSamePrinting(bolt, { ...bolt, name: ' lightning bolt', setCode: 'm10 ' })).toBe(true);
  });

  it('tells apart finish, status, set code and name', () => {
    expect(isSamePrinting(bolt, { ...bolt, foil: true })).toBe(false);
    expect(isSamePrinting(bolt, { ...bolt, status: 'want' as const })).toBe(false);
    expect(isSamePrinting(bolt, { ...bolt, setCode: 'M11' })).toBe(false);
    expect(isSamePrinting(bolt, { ...bolt, name: 'Lightning Helix' })).toBe(false);
  });

  it('picks the oldest copy of the same printing, ignoring case', () => {
    const copy = (id: string, createdAt: string, foil = false) => ({
      id,
      createdAt,
      name: 'Lightning Bolt',
      setCode: 'M10',
      foil,
      status: 'have' as const,
    });
    const copies = [copy('b', '2026-02-01'), copy('c', '2026-01-01', true), copy('a', '2026-02-01')];
    const wanted = { name: 'lightning bolt', setCode: 'm10', foil: false, status: 'have' as const };
    expect(oldestSamePrinting(copies, wanted)?.id).toBe('a');
    expect(oldestSamePrinting(copies, { ...wanted, status: 'want' })).toBeUndefined();
  });
});
