import { describe, expect, it } from 'vitest';
import { makeSealed } from '../../../domain/testing/factories';
import type { DraftItem } from '../wizard/wizardDraft';
import { addPulled, openedLine, openingInput } from './openingDraft';

const bolt: DraftItem = {
  itemType: 'card',
  name: 'Bolt',
  set: 'M10',
  condition: 'Near Mint',
  quantity: 1,
  price: 0,
};

describe('opening a sealed product', () => {
  it('adds quick quantities onto the same printing and condition', () => {
    const once = addPulled([], bolt, 2);
    expect(once).toEqual([{ ...bolt, quantity: 2 }]);
    expect(addPulled(once, bolt, 4)).toEqual([{ ...bolt, quantity: 6 }]);
    expect(addPulled(once, { ...bolt, condition: 'Played' }, 1)).toHaveLength(2);
  });

  it('takes one unit of the product out and brings the pulled cards in', () => {
    const product = makeSealed({ id: 's1', collectionId: 'c1', condition: 'Sealed' });
    expect(openedLine(product)).toMatchObject({ itemType: 'sealed_product', id: 's1', quantity: 1 });
    const input = openingInput(product, [{ ...bolt, quantity: 3, marketPrice: 2 }], '2026-11-20');
    expect(input).toMatchObject({ type: 'opening', collectionId: 'c1', date: '2026-11-20' });
    expect(input.items).toHaveLength(2);
    expect(input.items[1]).toMatchObject({ name: 'Bolt', quantity: 3, marketPrice: 2, price: 0 });
  });
});
