import { z } from 'zod';
import { MAX_UNITS_PER_ADD } from '../limits';
import { CARD_DIALOG_TEXTS } from '../texts';
import { ADD_CARD_CONDITIONS, CONDITIONS, ITEM_STATUSES } from '../valueSets';
import { ConditionQuantity } from './card';
import {
  optionalPriceText,
  purchaseFormFields,
  quantityText,
  trimmedText,
  unitCount,
  unitsChoice,
} from './formFields';

/** Copies one Add with Details makes: each is its own record and call. */
export const AddCopiesQuantity = unitCount(MAX_UNITS_PER_ADD, CARD_DIALOG_TEXTS.tooManyCopies);

/** What addCardsWithDetails checks besides the printing: the same rules as the form's. */
export const CardCopiesChoice = unitsChoice(AddCopiesQuantity);

/** The Add with Details form as typed (part 2 §5). */
export const CardDetailsForm = z.object({
  ...purchaseFormFields(AddCopiesQuantity),
  condition: z.enum(ADD_CARD_CONDITIONS),
  foil: z.boolean(),
  notes: trimmedText(5000),
});
export type CardDetailsDraft = z.input<typeof CardDetailsForm>;
export type CardDetailsValues = z.output<typeof CardDetailsForm>;

/** One condition row of Edit Card as typed: the row's quantity has the card schema's limits. */
export const ConditionRowForm = z.object({
  condition: z.enum(CONDITIONS),
  quantity: quantityText(ConditionQuantity.shape.quantity),
  purchasePrice: optionalPriceText,
});

/** Edit Card as typed (part 2 §5): at least one row. */
export const EditCardForm = z.object({
  status: z.enum(ITEM_STATUSES),
  foil: z.boolean(),
  notes: trimmedText(5000),
  rows: z.array(ConditionRowForm).min(1, 'A card needs at least one condition row'),
});
