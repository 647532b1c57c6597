import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as server from '../../../server/cards/merge';
import type { ConditionQuantity } from '../../domain/schemas';
import { isSamePrinting, mergeConditionEntry, oldestSamePrinting } from './copyMerge';

const lot = fc.record({
  condition: fc.constantFrom('Near Mint' as const, 'Played' as const),
  quantity: fc.integer({ min: 1, max: 9 }),
  purchasePrice: fc.constantFrom(null, 0, 1.5),
  purchaseDate: fc.constantFrom(null, '2026-11-20'),
  transactionId: fc.constantFrom(null, 't1'),
});
const printing = fc.record({
  name: fc.constantFrom('Lightning Bolt', 'lightning bolt ', 'Shock'),
  setCode: fc.constantFrom('m10', 'M10', '2ed'),
  foil: fc.boolean(),
  status: fc.constantFrom('have' as const, 'want' as const),
});

describe('the device merges a quick add as the server does', () => {
  it('agrees with server/cards/merge.ts on which printing and which lot', () => {
    fc.assert(
      fc.property(printing, printing, (a, b) => {
        expect(isSamePrinting(a, b)).toBe(server.isSamePrinting(a, b));
      }),
    );
    fc.assert(
      fc.property(fc.array(lot, { maxLength: 4 }), lot, (rows, entry) => {
        expect(mergeConditionEntry(rows, entry)).toEqual(server.mergeConditionEntry(rows, entry));
      }),
    );
  });

  it('adds into the row of the same lot, else appends a row, leaving the input alone', () => {
    const nearMint: ConditionQuantity = {
      condition: 'Near Mint',
      quantity: 2,
      purchasePrice: null,
      purchaseDate: null,
      transactionId: null,
    };
    const rows = [nearMint];
    expect(mergeConditionEntry(rows, { ...nearMint, quantity: 1 })).toEqual([{ ...nearMint, quantity: 3 }]);
    expect(mergeConditionEntry(rows, { ...nearMint, quantity: 1, purchasePrice: 2 })).toEqual([
      nearMint,
      { ...nearMint, quantity: 1, purchasePrice: 2 },
    ]);
    expect(rows).toEqual([nearMint]);
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
