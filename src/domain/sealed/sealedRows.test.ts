import { describe, expect, it } from 'vitest';
import type { SealedProduct } from '../schemas';
import { filterSealedProducts, groupSealedProducts, NO_SEALED_FILTERS } from './sealedRows';

const STAMP = '2025-01-01T00:00:00.000Z';
let next = 0;
function unit(overrides: Partial<SealedProduct> = {}): SealedProduct {
  return {
    id: `p${++next}`,
    collectionId: 'c1',
    definitionId: 'd-box',
    name: 'Foundations Play Booster Box',
    set: 'Foundations',
    type: 'Booster Box',
    releaseDate: null,
    imageUrl: '',
    condition: 'Sealed',
    status: 'have',
    purchasePrice: null,
    purchaseDate: null,
    transactionId: null,
    notes: '',
    quantity: 1,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

describe('sealed rows', () => {
  const units = [
    unit({ purchasePrice: 100, transactionId: 't1' }),
    unit({ purchasePrice: 140, transactionId: 't1' }),
    unit({ purchasePrice: null, transactionId: 't2', condition: 'Near Mint' }),
    unit({ definitionId: 'd-deck', name: 'Starter Deck', type: 'Preconstructed Deck', notes: 'for Sam' }),
  ];
  const price = () => 150;

  it('By Product: totalQuantity, averagePrice of known prices, purchaseDetails, gain per priced unit', () => {
    const [box, deck] = groupSealedProducts(units, 'product', price);
    expect(box).toMatchObject({ totalQuantity: 3, averagePrice: 120, marketPrice: 150 });
    expect(box.purchaseDetails.map((detail) => [detail.purchasePrice, detail.transactionId])).toEqual([
      [100, 't1'],
      [140, 't1'],
      [null, 't2'],
    ]);
    expect(box.gainLoss).toMatchObject({ perUnit: 30, amount: 60, percent: 25 });
    expect(deck).toMatchObject({ totalQuantity: 1, averagePrice: null, gainLoss: null });
  });

  it('By Transaction splits a product by transaction; No Grouping shows each instance', () => {
    expect(groupSealedProducts(units, 'transaction', price).map((row) => row.totalQuantity)).toEqual([
      2, 1, 1,
    ]);
    expect(groupSealedProducts(units, 'none', price)).toHaveLength(4);
  });

  it('filters by search (name, set, type, notes), type, status and condition', () => {
    const names = (filters: Partial<typeof NO_SEALED_FILTERS>) =>
      filterSealedProducts(units, { ...NO_SEALED_FILTERS, ...filters }).map((product) => product.id);
    expect(names({ search: 'SAM' })).toEqual([units[3].id]);
    expect(names({ type: 'Booster Box', condition: 'Near Mint' })).toEqual([units[2].id]);
    expect(names({ status: 'want' })).toEqual([]);
    expect(names({})).toHaveLength(4);
  });
});
