import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { localDateIso } from '../../../domain/format';
import { CardDetailsForm, EditCardForm, INVALID_DATE } from '../../../domain/schemas';
import { makeCard, makeLine } from '../../../domain/testing/factories';
import { CARD_DIALOG_TEXTS } from '../../../domain/texts';
import { initialDetailsDraft } from './detailsForm';
import { cardUpdateOf, conditionOptions, draftFromCard, newConditionRow } from './editCardForm';

/** What a form schema answers: its values, or each field's message by path. */
function read<S extends z.ZodType>(schema: S, draft: z.input<S>) {
  const result = schema.safeParse(draft);
  if (result.success) return { ok: true, values: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { ok: false, errors };
}

describe('Add with Details form', () => {
  const draft = initialDetailsDraft('2026-11-21');

  it('starts at quantity 1, today, Near Mint, no price, non-foil', () => {
    expect(draft).toEqual({
      quantity: '1',
      purchasePrice: '',
      purchaseDate: '2026-11-21',
      condition: 'Near Mint',
      foil: false,
      notes: '',
    });
    expect(localDateIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('reads quantity, an optional price and the rest', () => {
    expect(
      read(CardDetailsForm, { ...draft, quantity: '3', purchasePrice: '0.50', notes: ' Foil sleeve ' }),
    ).toEqual({
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
    expect(read(CardDetailsForm, { ...draft, purchasePrice: '0', purchaseDate: '' })).toMatchObject({
      ok: true,
      values: { purchasePrice: 0, purchaseDate: null },
    });
  });

  it("refuses with part 2 §5's messages, and above the schema's limit with the limit's own", () => {
    for (const quantity of ['0', '', '1.5', '-1', 'two']) {
      expect(read(CardDetailsForm, { ...draft, quantity })).toEqual({
        ok: false,
        errors: { quantity: CARD_DIALOG_TEXTS.quantityAtLeastOne },
      });
    }
    expect(read(CardDetailsForm, { ...draft, quantity: '1000' }).ok).toBe(true);
    expect(read(CardDetailsForm, { ...draft, quantity: '1001' })).toEqual({
      ok: false,
      errors: { quantity: 'Add at most 1000 copies at a time' },
    });
    for (const purchasePrice of ['-1', 'abc', 'Infinity']) {
      expect(read(CardDetailsForm, { ...draft, purchasePrice })).toEqual({
        ok: false,
        errors: { purchasePrice: CARD_DIALOG_TEXTS.invalidPrice },
      });
    }
    expect(read(CardDetailsForm, { ...draft, purchaseDate: '2026-02-30' })).toEqual({
      ok: false,
      errors: { purchaseDate: INVALID_DATE },
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
    expect(draft.rows.map((row) => [row.condition, row.quantity, row.purchasePrice])).toEqual([
      ['Near Mint', '2', '1.5'],
      ['Lightly Played', '1', ''],
    ]);
    const parsed = EditCardForm.parse(draft);
    expect(cardUpdateOf(parsed, draft)).toEqual({
      status: 'have',
      foil: false,
      notes: 'Binder',
      conditionQuantities: card.conditionQuantities,
    });
  });

  it('adds rows and refuses quantity below 1 or a negative price, per row', () => {
    const draft = draftFromCard(card);
    const added = { ...newConditionRow(), quantity: '0', purchasePrice: '-2' };
    expect(read(EditCardForm, { ...draft, rows: [...draft.rows, added] })).toEqual({
      ok: false,
      errors: {
        'rows.2.quantity': CARD_DIALOG_TEXTS.quantityAtLeastOne,
        'rows.2.purchasePrice': CARD_DIALOG_TEXTS.invalidPrice,
      },
    });
    expect(read(EditCardForm, { ...draft, rows: [] }).ok).toBe(false);
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
