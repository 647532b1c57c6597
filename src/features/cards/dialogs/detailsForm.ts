import type { CardDetailsInput } from '../../../db/cards/addCardsWithDetails';
import { IsoDate } from '../../../domain/schemas';
import { CARD_DIALOG_TEXTS } from '../../../domain/texts';
import { type ADD_CARD_CONDITIONS, DEFAULT_CARD_CONDITION } from '../../../domain/valueSets';

export type AddCardCondition = (typeof ADD_CARD_CONDITIONS)[number];

/** The Add with Details form as typed: text fields stay text until submitted. */
export interface DetailsDraft {
  quantity: string;
  price: string;
  date: string;
  condition: AddCardCondition;
  foil: boolean;
  notes: string;
}

export type DetailsField = 'quantity' | 'price' | 'date';
export type DetailsErrors = Partial<Record<DetailsField, string>>;
export type DetailsValues = Omit<CardDetailsInput, 'collectionId' | 'definition'>;

export const INVALID_DATE = 'Please enter a valid date';

/** Part 2 §9: quantity 1, today's date, Near Mint; price empty (optional). */
export function initialDetailsDraft(today: string): DetailsDraft {
  return {
    quantity: '1',
    price: '',
    date: today,
    condition: DEFAULT_CARD_CONDITION as AddCardCondition,
    foil: false,
    notes: '',
  };
}

/** An optional price as typed: empty is none, else a number of at least 0 (part 2 §5). */
export function readPrice(text: string): { ok: true; value: number | null } | { ok: false } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? { ok: true, value } : { ok: false };
}

/** A quantity as typed: a whole number of at least 1 (part 2 §5). */
export function readQuantity(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value >= 1 ? value : null;
}

/**
 * Checks the form with part 2 §5's rules and messages, answering the values for addCardsWithDetails or
 * the message of each field that is wrong.
 */
export function readDetailsDraft(
  draft: DetailsDraft,
): { ok: true; values: DetailsValues } | { ok: false; errors: DetailsErrors } {
  const errors: DetailsErrors = {};
  const quantity = readQuantity(draft.quantity);
  if (quantity === null) errors.quantity = CARD_DIALOG_TEXTS.quantityAtLeastOne;
  const price = readPrice(draft.price);
  if (!price.ok) errors.price = CARD_DIALOG_TEXTS.invalidPrice;
  const date = draft.date.trim();
  if (date !== '' && !IsoDate.safeParse(date).success) errors.date = INVALID_DATE;
  if (quantity === null || !price.ok || errors.date) return { ok: false, errors };
  return {
    ok: true,
    values: {
      quantity,
      purchasePrice: price.value,
      purchaseDate: date === '' ? null : date,
      condition: draft.condition,
      foil: draft.foil,
      notes: draft.notes.trim(),
    },
  };
}
