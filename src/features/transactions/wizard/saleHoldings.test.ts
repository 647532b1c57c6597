import { describe, expect, it } from 'vitest';
import { makeCard } from '../../../domain/testing/factories';
import {
  availableConditions,
  availableFor,
  capSaleQuantity,
  cardHolding,
  searchHoldings,
} from './saleHoldings';
import type { DraftItem } from './wizardDraft';

const card = makeCard({
  id: 'c1',
  name: 'Lightning Bolt',
  set: 'Magic 2010',
  conditionQuantities: [
    { condition: 'Near Mint', quantity: 3, purchasePrice: 1, purchaseDate: null, transactionId: null },
    { condition: 'Played', quantity: 1, purchasePrice: 1, purchaseDate: null, transactionId: null },
  ],
});
const holding = cardHolding(card);
const sold = (quantity: number, condition: DraftItem['condition'] = 'Near Mint'): DraftItem => ({
  itemType: 'card',
  id: 'c1',
  name: 'Lightning Bolt',
  set: 'Magic 2010',
  condition,
  quantity,
  price: 2,
});

describe('sale holdings', () => {
  it('counts copies per condition less what the draft already sells', () => {
    expect(availableFor(holding, 'Near Mint', [])).toBe(3);
    expect(availableFor(holding, 'Near Mint', [sold(2)])).toBe(1);
    expect(availableConditions(holding, [sold(3)])).toEqual([{ condition: 'Played', available: 1 }]);
  });

  it('searches from 2 characters and drops what the draft has used up', () => {
    expect(searchHoldings([holding], 'b', [])).toEqual([]);
    expect(searchHoldings([holding], 'BOLT', [])).toHaveLength(1);
    expect(searchHoldings([holding], 'magic', [sold(3), sold(1, 'Played')])).toEqual([]);
  });

  it('caps a typed quantity to what is available, at least 1', () => {
    expect(capSaleQuantity(5, 3)).toBe(3);
    expect(capSaleQuantity(2, 3)).toBe(2);
    expect(capSaleQuantity(0, 3)).toBe(1);
    expect(capSaleQuantity(Number.NaN, 3)).toBe(1);
  });
});
