import { z } from 'zod';
import { Grading } from '../grading/schema';
import { CopyPlace } from '../locations/schema';
import { DEFAULT_RARITY, ITEM_STATUSES } from '../valueSets';
import { Id, IsoDate, Money, Quantity, Timestamp, updateOf } from './common';
import { CardColorField, ConditionField, RarityField } from './valueSetFields';

/** One condition line of a card copy: how many, bought for how much, when, by which transaction. */
export const ConditionQuantity = z.object({
  condition: ConditionField,
  quantity: Quantity,
  purchasePrice: Money.nullable().default(null),
  purchaseDate: IsoDate.nullable().default(null),
  transactionId: Id.nullable().default(null),
  marketPrice: Money.nullable().optional(),
});
export type ConditionQuantity = z.infer<typeof ConditionQuantity>;

const cardFields = {
  collectionId: Id,
  name: z.string().trim().min(1, 'Card name is required').max(200),
  set: z.string().trim().max(200).default(''),
  setCode: z.string().trim().max(20).default(''),
  color: CardColorField.default('colorless'),
  type: z.string().trim().max(200).default(''),
  rarity: RarityField.default(DEFAULT_RARITY),
  status: z.enum(ITEM_STATUSES).default('have'),
  manaCost: z.string().max(100).default(''),
  imageUrl: z.string().max(2000).default(''),
  foil: z.boolean().default(false),
  notes: z.string().max(5000).default(''),
  marketPrice: Money.nullable().default(null),
  // The card database's id; stored in a 32-bit integer column.
  tcgplayer_id: z.number().int().min(0).max(2_147_483_647).nullable().default(null),
  conditionQuantities: z.array(ConditionQuantity).min(1, 'A card needs at least one condition row').max(50),
  // Where the copy is (issue 25); absent on copies filed nowhere, so they read as before.
  ...CopyPlace.partial().shape,
  // A graded copy's slab (issue 25, src/domain/grading); absent or null on a raw copy.
  grading: Grading.nullable().optional(),
};

/** The card payload to add (part 2 §3). */
export const CardInput = z.object(cardFields);
export type CardInput = z.input<typeof CardInput>;

/** A partial update: only the fields sent change (DESIGN.md, Conflicts). */
export const CardUpdate = updateOf(cardFields);
export type CardUpdate = z.input<typeof CardUpdate>;

/** `add-to-collection` and `add-individual` carry exactly one condition entry. */
export const SingleConditionCardInput = z.object({
  ...cardFields,
  conditionQuantities: z.array(ConditionQuantity).length(1, 'Send exactly one condition entry'),
});

export const Card = z.object({ id: Id, ...cardFields, createdAt: Timestamp, updatedAt: Timestamp });
export type Card = z.infer<typeof Card>;

/** A printing from the card database, kept on the device so offline search finds it. */
export const CardDefinition = z.object({
  id: z.string(),
  name: z.string(),
  set: z.string(),
  setCode: z.string(),
  color: CardColorField,
  rarity: RarityField,
  type: z.string(),
  manaCost: z.string(),
  imageUrl: z.string(),
  tcgplayer_id: z.number().int().nullable(),
  /** Cardmarket's product id; absent on definitions kept before it was carried. */
  cardmarket_id: z.number().int().nullable().optional(),
  collectorNumber: z.string().optional(),
});
export type CardDefinition = z.infer<typeof CardDefinition>;
