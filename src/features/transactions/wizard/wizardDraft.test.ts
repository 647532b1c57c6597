import { describe, expect, it } from 'vitest';
import { countingIds, draftOf, NOW, recordsOf, savedTransaction } from '../../../domain/testing/ledger';
import { planTransaction } from '../../../domain/transactions';
import {
  canAdvance,
  canGoBack,
  type DraftItem,
  draftImpact,
  draftInput,
  editInput,
  itemsValid,
  newDraft,
  nextStep,
  previousStep,
  priceIndicator,
  savedDraft,
  separateItems,
} from './wizardDraft';

const bolt: DraftItem = {
  itemType: 'card',
  name: 'Lightning Bolt',
  set: 'Magic 2010',
  condition: 'Near Mint',
  quantity: 2,
  price: 3,
};

describe('wizard steps', () => {
  it('opens empty, dated today, at no type', () => {
    expect(newDraft('2026-11-20')).toEqual({
      type: null,
      items: [],
      date: '2026-11-20',
      notes: '',
      platformFee: 0,
      shippingCost: 0,
      taxAmount: 0,
    });
  });

  it('blocks Next at step 1 without a type and Back at step 1', () => {
    const draft = newDraft('2026-11-20');
    expect(canAdvance(1, draft)).toBe(false);
    expect(canAdvance(1, { ...draft, type: 'sale' })).toBe(true);
    expect(canGoBack(1)).toBe(false);
    expect(canGoBack(2)).toBe(true);
    expect(nextStep(4)).toBe(4);
    expect(previousStep(1)).toBe(1);
  });

  it('blocks Next at step 2 while the items are invalid', () => {
    const purchase = { ...newDraft('2026-11-20'), type: 'purchase' as const };
    expect(canAdvance(2, purchase)).toBe(false);
    expect(canAdvance(2, { ...purchase, items: [bolt] })).toBe(true);
    expect(itemsValid({ ...purchase, items: [bolt, { ...bolt, set: ' ' }] })).toBe(false);
    expect(itemsValid({ ...purchase, items: [{ ...bolt, quantity: 0 }] })).toBe(false);
    expect(itemsValid({ ...purchase, items: [{ ...bolt, price: -1 }] })).toBe(false);
    const sale = { ...purchase, type: 'sale' as const };
    expect(itemsValid({ ...sale, items: [bolt] })).toBe(true);
    expect(itemsValid({ ...sale, items: [{ ...bolt, name: '' }] })).toBe(false);
  });

  it('needs a date and fees of 0 or more at step 3', () => {
    const sale = { ...newDraft('2026-11-20'), type: 'sale' as const, items: [bolt] };
    expect(canAdvance(3, sale)).toBe(true);
    expect(canAdvance(3, { ...sale, date: '' })).toBe(false);
    expect(canAdvance(3, { ...sale, platformFee: -1 })).toBe(false);
  });
});

describe('items and money', () => {
  it('splits N copies into N separate items of one', () => {
    const parts = separateItems({ ...bolt, quantity: 3 });
    expect(parts).toHaveLength(3);
    expect(parts.every((part) => part.quantity === 1 && part.price === 3)).toBe(true);
  });

  it('gives a purchase a negative and a sale a positive impact', () => {
    const draft = { ...newDraft('2026-11-20'), items: [bolt] };
    expect(draftImpact({ ...draft, type: 'purchase' })).toBe(-6);
    expect(draftImpact({ ...draft, type: 'sale' })).toBe(6);
  });

  it('sends fees only with a sale', () => {
    const draft = { ...newDraft('2026-11-20'), items: [bolt], platformFee: 2 };
    expect(draftInput({ ...draft, type: 'sale' }, 'c1')).toMatchObject({ type: 'sale', platformFee: 2 });
    expect(draftInput({ ...draft, type: 'purchase' }, 'c1')).toMatchObject({ platformFee: 0 });
  });
});

describe('price against market', () => {
  it('is good at or above market, a warning from 80 %, an error below', () => {
    expect(priceIndicator(10, 10)).toEqual({ tone: 'good', percent: 0 });
    expect(priceIndicator(12, 10)?.tone).toBe('good');
    expect(priceIndicator(8, 10)?.tone).toBe('warning');
    expect(priceIndicator(7.99, 10)?.tone).toBe('error');
    expect(priceIndicator(5, 10)?.percent).toBeCloseTo(-50);
  });

  it('says nothing without a market price', () => {
    expect(priceIndicator(5, null)).toBeNull();
    expect(priceIndicator(5, 0)).toBeNull();
  });
});

describe('editing a saved transaction in the wizard', () => {
  const purchase = savedTransaction(
    planTransaction(
      draftOf('purchase', [{ price: 2 }], { shippingCost: 1 }),
      recordsOf(),
      countingIds(),
      NOW,
    ),
  );

  it('opens on its lines without their ledgers, and leaves a purchase’s fees as saved', () => {
    const draft = savedDraft(purchase);
    expect(draft).toMatchObject({ type: 'purchase', date: purchase.date, shippingCost: 1 });
    expect(draft.items.map((item) => 'ledger' in item)).toEqual([false]);
    const edit = editInput({ ...draft, items: [{ ...bolt, price: 2.5 }] }, purchase.collectionId);
    expect(edit).not.toHaveProperty('shippingCost');
    expect(edit.items?.map((item) => item.price)).toEqual([2.5]);
    expect(editInput({ ...draft, type: 'sale' }, purchase.collectionId)).toMatchObject({ shippingCost: 1 });
  });
});
