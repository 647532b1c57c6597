import { z } from 'zod';
import { parseLocaleNumber } from '../format';
import { MAX_MONEY } from '../limits';
import { IsoDate } from './common';

/**
 * Form fields as typed: every input gives text, and these schemas turn it into the value the record
 * schemas take, with the spec's message for each refusal (part 2 §5). A form's rules are these
 * schemas; the use case behind the form validates with the same ones, so the form never allows what
 * the write refuses, and refuses with the same words.
 */

const QUANTITY_AT_LEAST_ONE = 'Quantity must be at least 1';
const INVALID_PRICE = 'Please enter a valid price';
export const INVALID_DATE = 'Please enter a valid date';

/** A whole number of units, 1 to `max`, with the message for going over it. */
export function unitCount(max: number, overMessage: string) {
  return z
    .number({ message: QUANTITY_AT_LEAST_ONE })
    .int(QUANTITY_AT_LEAST_ONE)
    .min(1, QUANTITY_AT_LEAST_ONE)
    .max(max, overMessage);
}

/** A quantity field's text, read into `count` (a unitCount). */
export function quantityText(count: z.ZodType<number, number>) {
  return z.string().trim().min(1, QUANTITY_AT_LEAST_ONE).transform(Number).pipe(count);
}

/** An optional price: nothing typed is no price; otherwise a number of at least 0. */
export const OptionalPrice = z
  .number({ message: INVALID_PRICE })
  .min(0, INVALID_PRICE)
  .max(MAX_MONEY, INVALID_PRICE)
  .nullable();

export const optionalPriceText = z
  .string()
  .trim()
  .transform((text) => (text === '' ? null : parseLocaleNumber(text)))
  .pipe(OptionalPrice);

/** An optional calendar date as the date input gives it (`YYYY-MM-DD`, or empty for none). */
export const optionalDateText = z
  .string()
  .trim()
  .transform((text) => (text === '' ? null : text))
  .refine((date) => date === null || IsoDate.safeParse(date).success, INVALID_DATE);

/** Free text, trimmed, at most `max` characters. */
export const trimmedText = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

/** The purchase fields of an add form (cards' Add with Details, sealed products' details step). */
/** What an add use case checks besides the item: how many units, at an optional price (the form's rules). */
export function unitsChoice(count: z.ZodType<number, number>) {
  return z.object({ quantity: count, purchasePrice: OptionalPrice.optional() });
}

export function purchaseFormFields(count: z.ZodType<number, number>) {
  return { quantity: quantityText(count), purchasePrice: optionalPriceText, purchaseDate: optionalDateText };
}
