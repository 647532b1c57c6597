import { z } from 'zod';
import { BULK_RESTORE_BATCH_SIZE } from '../limits';
import { DEFAULT_SEALED_CONDITION, ITEM_STATUSES, SEALED_TYPES } from '../valueSets';
import { Id, IsoDate, Money, Quantity, Timestamp, updateOf } from './common';
import { ConditionField } from './valueSetFields';

const definitionFields = {
  name: z.string().trim().min(1, 'Name, Set, and Type are required fields').max(200),
  set: z.string().trim().min(1, 'Name, Set, and Type are required fields').max(200),
  type: z.enum(SEALED_TYPES, { message: 'Name, Set, and Type are required fields' }),
  description: z.string().trim().max(2000).default(''),
  releaseDate: IsoDate.nullable().default(null),
  imageUrl: z.string().trim().max(2000).default(''),
  isActive: z.boolean().default(true),
};

export const SealedDefinitionInput = z.object(definitionFields);
export type SealedDefinitionInput = z.input<typeof SealedDefinitionInput>;
export const SealedDefinitionUpdate = updateOf(definitionFields);
export type SealedDefinitionUpdate = z.input<typeof SealedDefinitionUpdate>;
export const SealedDefinition = z.object({
  id: Id,
  ...definitionFields,
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type SealedDefinition = z.infer<typeof SealedDefinition>;

export const SealedDefinitionBulkRestore = z.object({
  definitions: z.array(SealedDefinitionInput).max(50_000),
  batchSize: z.number().int().min(1).max(1000).default(BULK_RESTORE_BATCH_SIZE),
});

const instanceFields = {
  collectionId: Id,
  definitionId: Id,
  condition: ConditionField.default(DEFAULT_SEALED_CONDITION),
  purchasePrice: Money.nullable().default(null),
  purchaseDate: IsoDate.nullable().default(null),
  transactionId: Id.nullable().default(null),
  status: z.enum(ITEM_STATUSES).default('have'),
  notes: z.string().max(5000).default(''),
  quantity: Quantity.default(1),
};

export const SealedProductInput = z.object(instanceFields);
export type SealedProductInput = z.input<typeof SealedProductInput>;
/** PUT carries the instance's own fields; name, set and type come from its definition. */
export const SealedProductUpdate = updateOf(SealedProductInput.omit({ collectionId: true }).shape);
export type SealedProductUpdate = z.input<typeof SealedProductUpdate>;

/** A sealed product instance as read: its definition's name, set, type, release date and image joined in. */
export const SealedProduct = z.object({
  id: Id,
  ...instanceFields,
  name: z.string(),
  set: z.string(),
  type: z.string(),
  releaseDate: IsoDate.nullable(),
  imageUrl: z.string(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type SealedProduct = z.infer<typeof SealedProduct>;

export const SealedProductBulkRestore = z.object({
  definitions: z.array(SealedProductInput).max(50_000),
});

export const SealedSearchQuery = z.object({
  query: z.string().max(200).optional(),
  type: z.enum(SEALED_TYPES).optional(),
  status: z.enum(ITEM_STATUSES).optional(),
  condition: ConditionField.optional(),
});
