import { z } from 'zod';
import { DEFAULT_RARITY, TRADE_VALUE_SOURCES, TRANSACTION_ITEM_TYPES, TRANSACTION_TYPES } from '../valueSets';
import { Id, IsoDate, Money, Timestamp, updateOf } from './common';
import { CardColorField, ConditionField, RarityField } from './valueSetFields';

/** One line of a transaction (part 2 §3 "Transaction item"). */
export const TransactionItem = z.object({
  itemType: z.enum(TRANSACTION_ITEM_TYPES),
  /** The card or sealed product this line created or took away (a temp id until synced). */
  id: Id.nullable().default(null),
  name: z.string().trim().min(1, 'Every item needs a name').max(200),
  set: z.string().trim().min(1, 'Every item needs a set').max(200),
  setCode: z.string().trim().max(20).default(''),
  color: CardColorField.optional(),
  rarity: RarityField.default(DEFAULT_RARITY),
  type: z.string().max(200).default(''),
  manaCost: z.string().max(100).default(''),
  foil: z.boolean().default(false),
  definitionId: Id.nullable().default(null),
  productType: z.string().max(100).default(''),
  condition: ConditionField,
  quantity: z.number().int().min(1, 'Quantity must be at least 1').max(100_000),
  price: Money,
  notes: z.string().max(2000).default(''),
  imageUrl: z.string().max(2000).default(''),
  isGiven: z.boolean().optional(),
  isReceived: z.boolean().optional(),
  valueSource: z.enum(TRADE_VALUE_SOURCES).optional(),
});
export type TransactionItem = z.infer<typeof TransactionItem>;

const transactionFields = {
  collectionId: Id,
  type: z.enum(TRANSACTION_TYPES),
  date: IsoDate,
  items: z.array(TransactionItem).max(5000),
  notes: z.string().max(5000).default(''),
  tradePartner: z.string().trim().max(200).default(''),
  platformFee: Money.default(0),
  shippingCost: Money.default(0),
  taxAmount: Money.default(0),
};

/** `POST /transactions/unified` (part 2 §7). */
export const TransactionInput = z.object(transactionFields);
export type TransactionInput = z.input<typeof TransactionInput>;
export const TransactionUpdate = updateOf(transactionFields);

export const Transaction = z.object({
  id: Id,
  ...transactionFields,
  timestamp: Timestamp,
  totalValue: z.number(),
  changeSummary: z.string().default(''),
  userNotes: z.string().default(''),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Transaction = z.infer<typeof Transaction>;
