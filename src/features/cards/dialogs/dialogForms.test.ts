import { describe, expect, it } from 'vitest';
import { makeCard, makeLine } from '../../../domain/testing/factories';
import { CARD_DIALOG_TEXTS } from '../../../domain/texts';
import { INVALID_DATE, initialDetailsDraft, readDetailsDraft } from './detailsForm';
import { conditionOptions, draftFromCard, newConditionRow, readEditDraft } from './editCardForm';
import { localDateIso } from './localDate';

describe('Add with Details form', () => {
  const draft = initialDetailsDraft('2026-11-21');

  it('starts at quantity 1, today, Near Mint, no price, non-foil', () => {
    expect(draft).toEqual({
      quantity: '1',
      price: '',
      date: '2026-11-21',
      condition: 'Near Mint',
      foil: false,
      notes: '',
    });
    expect(localDateIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('reads quantity, an optional price and the rest', () => {
    expect(readDetailsDraft({ ...draft, quantity: '3', price: '0.50', notes: ' Foil sleeve ' })).toEqual({
      ok: true,
      values: {
        quantity: 3,
        purchasePrice: 0.5,
        purchaseDate: '2026-11-21',
        condition: 'Near Mint',
        foil: false,
        notes: 'Foil sleeve',
      },
    });
    expect(readDetailsDraft({ ...draft, price: '0', date: '' })).toMatchObject({
      ok: true,
      values: { purchasePrice: 0, purchaseDate: null },
    });
  });

  it("refuses with part 2 §5's messages", () => {
    for (const quantity of ['0', '', '1.5', '-1', 'two']) {
      expect(readDetailsDraft({ ...draft, quantity })).toEqual({
        ok: false,
        errors: { quantity: CARD_DIALOG_TEXTS.quantityAtLeastOne },
      });
    }
    for (const price of ['-1', 'abc', 'Infinity']) {
      expect(readDetailsDraft({ ...draft, price })).toEqual({
        ok: false,
        errors: { price: CARD_DIALOG_TEXTS.invalidPrice },
      });
    }
    expect(readDetailsDraft({ ...draft, date: '2026-02-30' })).toEqual({
      ok: false,
      errors: { date: INVALID_DATE },
    });
  });
});

describe('Edit Card form', () => {
  const card = makeCard({
    status: 'have',
    foil: false,
    notes: 'Binder',
    conditionQuantities: [
      makeLine('Near Mint', 2, 1.5, { purchaseDate: '2026-01-02', transactionId: 'tx-1' }),
      makeLine('Lightly Played', 1),
    ],
  });

  it('round-trips the card, keeping what the form does not show', () => {
    const draft = draftFromCard(card);
    expect(draft.rows.map((row) => [row.condition, row.quantity, row.price])).toEqual([
      ['Near Mint', '2', '1.5'],
      ['Lightly Played', '1', ''],
    ]);
    expect(readEditDraft(draft)).toEqual({
      ok: true,
      update: { status: 'have', foil: false, notes: 'Binder', conditionQuantities: card.conditionQuantities },
    });
  });

  it('adds rows and refuses quantity below 1 or a negative price, per row', () => {
    const draft = draftFromCard(card);
    const added = { ...newConditionRow(), quantity: '0', price: '-2' };
    const result = readEditDraft({ ...draft, rows: [...draft.rows, added] });
    expect(result).toEqual({
      ok: false,
      errors: {
        [added.key]: {
          quantity: CARD_DIALOG_TEXTS.quantityAtLeastOne,
          price: CARD_DIALOG_TEXTS.invalidPrice,
        },
      },
    });
    expect(readEditDraft({ ...draft, rows: [] }).ok).toBe(false);
  });

  it("offers the edit dialog's conditions, plus a row's own from another list", () => {
    expect(conditionOptions('Near Mint')).toEqual([
      'Mint',
      'Near Mint',
      'Excellent',
      'Good',
      'Light Played',
      'Played',
      'Poor',
    ]);
    expect(conditionOptions('Lightly Played').at(-1)).toBe('Lightly Played');
  });
});

describe('card dialog texts', () => {
  it('quote the spec word for word', () => {
    expect(CARD_DIALOG_TEXTS).toMatchObject({
      selectCollectionFirst: 'Please select a collection first',
      noPrintings: 'No printings found for this card.',
      addSomeFailed: 'Failed to add some cards. Please try again.',
      saveFailed: 'Failed to save card changes',
      saveError: 'An error occurred while saving',
      removeTitle: 'Remove Card',
      removeWarning: 'This action cannot be undone',
      removeQuestion: 'Are you sure you want to remove the card from your collection?',
      backToSearch: 'Back to Search',
    });
  });
});
