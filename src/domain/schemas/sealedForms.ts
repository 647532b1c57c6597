import { z } from 'zod';
import { MAX_UNITS_PER_ADD } from '../limits';
import { SEALED_TEXTS } from '../texts';
import { CONDITIONS, ITEM_STATUSES, SEALED_CONDITIONS, SEALED_TYPES } from '../valueSets';
import {
  optionalDateText,
  optionalPriceText,
  purchaseFormFields,
  quantityText,
  trimmedText,
  unitCount,
  unitsChoice,
} from './formFields';
import { SealedProductInput } from './sealed';

/** Units one Add Sealed Product makes: one instance and one call each (part 2 §5). */
export const AddUnitsQuantity = unitCount(MAX_UNITS_PER_ADD, SEALED_TEXTS.tooManyUnits);

/** What addSealedProducts checks besides the product: the same rules as the form's. */
export const SealedUnitsChoice = unitsChoice(AddUnitsQuantity);

/** Step 2 of Add Sealed Product as typed (part 2 §5): condition Sealed and today by default. */
export const SealedDetailsForm = z.object({
  ...purchaseFormFields(AddUnitsQuantity),
  condition: z.enum(SEALED_CONDITIONS, { message: SEALED_TEXTS.conditionRequired }),
  status: z.enum(ITEM_STATUSES),
  notes: trimmedText(5000),
});
export type SealedDetailsDraft = z.input<typeof SealedDetailsForm>;
export type SealedDetailsValues = z.output<typeof SealedDetailsForm>;

const required = (field: string) => z.string().trim().min(1, `${field} is required`).max(200);

/** An optional image address: empty, or an http(s) URL. */
const imageUrlText = z
  .string()
  .trim()
  .max(2000)
  .refine((text) => text === '' || /^https?:\/\/\S+$/i.test(text), SEALED_TEXTS.invalidUrl);

/** Edit Sealed Product as typed (part 2 §5): name, type, set, quantity, condition and status required. */
export const SealedEditForm = z.object({
  name: required('Product Name'),
  type: z.enum(SEALED_TYPES, { message: 'Product Type is required' }),
  set: required('Set'),
  releaseDate: optionalDateText,
  quantity: quantityText(SealedProductInput.shape.quantity.unwrap()),
  condition: z.enum(CONDITIONS, { message: SEALED_TEXTS.conditionRequired }),
  status: z.enum(ITEM_STATUSES),
  purchasePrice: optionalPriceText,
  purchaseDate: optionalDateText,
  imageUrl: imageUrlText,
  notes: trimmedText(5000),
});
export type SealedEditDraft = z.input<typeof SealedEditForm>;
export type SealedEditValues = z.output<typeof SealedEditForm>;

const definitionRequired = z.string().trim().min(1, SEALED_TEXTS.definitionRequired).max(200);

/** Add New Sealed Product Definition / Edit Product Definition as typed (part 2 §5). */
export const SealedDefinitionForm = z.object({
  name: definitionRequired,
  set: definitionRequired,
  type: z.enum(SEALED_TYPES, { message: SEALED_TEXTS.definitionRequired }),
  description: trimmedText(2000),
  releaseDate: optionalDateText,
  imageUrl: imageUrlText,
  isActive: z.boolean(),
});
export type SealedDefinitionDraft = z.input<typeof SealedDefinitionForm>;
export type SealedDefinitionValues = z.output<typeof SealedDefinitionForm>;
