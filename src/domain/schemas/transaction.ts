import { z } from 'zod';
import { localDateIso } from '../format/dates';
import { MAX_RECORD_QUANTITY, MAX_TRANSACTION_LINES } from '../limits';
import {
  DEFAULT_RARITY,
  ITEM_STATUSES,
  TRADE_VALUE_SOURCES,
  TRANSACTION_ITEM_TYPES,
  TRANSACTION_TYPES,
} from '../valueSets';
import { Card, ConditionQuantity } from './card';
import { Id, IsoDate, Money, Quantity, Timestamp, updateOf } from './common';
import { SealedProduct } from './sealed';
import { CardColorField, ConditionField, RarityField } from './valueSetFields';

/** One line of a transaction (part 2 §3 "Transaction item"). */
export const TransactionItem = z.object({
  itemType: z.enum(TRANSACTION_ITEM_TYPES),
  /**
   * The card or sealed product the line takes from (sale, the given side of a trade, the opened product
   * of an opening, a removal) or adds copies to (an adjustment); null where the line creates its records.
   */
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
  quantity: Quantity,
  price: Money,
  notes: z.string().max(2000).default(''),
  imageUrl: z.string().max(2000).default(''),
  isGiven: z.boolean().optional(),
  isReceived: z.boolean().optional(),
  valueSource: z.enum(TRADE_VALUE_SOURCES).optional(),
  /** Market value of one unit when the draft was made: an opening spreads its cost by these. */
  marketPrice: Money.nullable().default(null),
  /**
   * When the copies a line creates were bought, where that is not the transaction's date: an import
   * of another app's file keeps each row's own date. Absent: the transaction's date.
   */
  purchaseDate: IsoDate.optional(),
  /**
   * The status of the records a line creates: an import of a file that keeps a want list (our own
   * CSV) brings its wanted cards in as want. Absent: have.
   */
  status: z.enum(ITEM_STATUSES).optional(),
});
export type TransactionItem = z.infer<typeof TransactionItem>;

/**
 * One entry of a transaction's `itemDetails` (part 2 §3): a line as the detail view describes it,
 * its price per unit as `pricePerUnit` ("price (pricePerUnit in detail)"). The client's own account
 * of the lines, kept and returned as sent; the ledger reads `items`, never these.
 */
export const TransactionItemDetail = z.object({
  itemType: z.enum(TRANSACTION_ITEM_TYPES).optional(),
  /** The card or sealed product the line names, where it names one. */
  id: Id.nullable().optional(),
  name: z.string().trim().min(1, 'Every item detail needs a name').max(200),
  set: z.string().trim().max(200).default(''),
  setCode: z.string().trim().max(20).optional(),
  condition: ConditionField.optional(),
  foil: z.boolean().optional(),
  quantity: Quantity,
  pricePerUnit: Money,
  notes: z.string().max(2000).optional(),
});
export type TransactionItemDetail = z.infer<typeof TransactionItemDetail>;

const LedgerEntity = z.enum(['cards', 'sealedProducts']);

/** What a line took away, exactly, so deleting the transaction can put it back (under the same id). */
export const TakenRecord = z.discriminatedUnion('entity', [
  z.object({
    entity: z.literal('cards'),
    id: Id,
    /** The condition rows consumed, oldest purchase first, each with the quantity taken from it. */
    entries: z.array(ConditionQuantity),
    /** The card as it was (without its rows): restored from this if it is gone by then. */
    record: Card.omit({ conditionQuantities: true }),
  }),
  z.object({
    entity: z.literal('sealedProducts'),
    id: Id,
    quantity: z.number().int().min(1),
    record: SealedProduct,
  }),
]);
export type TakenRecord = z.infer<typeof TakenRecord>;

/**
 * A line's ledger (src/domain/transactions/README.md): its money and what it did to the collection.
 * Realized gain = proceeds − cost basis − fee share; lines that bring items in realize nothing.
 */
export const LineLedger = z.object({
  direction: z.enum(['in', 'out']),
  /** Price × quantity of a line that leaves for money or a trade value; 0 otherwise. */
  proceeds: z.number(),
  /** What the copies that left cost (out), or what the arriving copies are booked at (in). */
  costBasis: z.number(),
  feeShare: z.number(),
  realizedGain: z.number(),
  /** The records the line added copies to, `created` when it made them (allocateId order). */
  received: z.array(z.object({ entity: LedgerEntity, id: Id, created: z.boolean() })),
  taken: TakenRecord.nullable(),
});
export type LineLedger = z.infer<typeof LineLedger>;

/** A stored line: the item as drafted plus its ledger (absent only on rows written before the ledger). */
export const TransactionLine = TransactionItem.extend({ ledger: LineLedger.optional() });
export type TransactionLine = z.infer<typeof TransactionLine>;

const transactionFields = {
  collectionId: Id,
  type: z.enum(TRANSACTION_TYPES),
  /** Part 2 §7's body has no date: a call without one records today (the server's calendar day). */
  date: IsoDate.default(() => localDateIso()),
  items: z.array(TransactionItem).max(MAX_TRANSACTION_LINES),
  /** Part 2 §3; absent on transactions recorded without them (nothing to keep). */
  itemDetails: z.array(TransactionItemDetail).max(MAX_TRANSACTION_LINES).optional(),
  notes: z.string().max(5000).default(''),
  tradePartner: z.string().trim().max(200).default(''),
  platformFee: Money.default(0),
  shippingCost: Money.default(0),
  taxAmount: Money.default(0),
  changeSummary: z.string().max(5000).default(''),
  userNotes: z.string().max(5000).default(''),
};

/** `POST /transactions` and `POST /transactions/unified` (part 2 §7): the draft the ledger plans. */
export const TransactionInput = z.object(transactionFields);
export type TransactionInput = z.input<typeof TransactionInput>;
/** A parsed draft, what `planTransaction` reads. */
export type TransactionDraft = z.output<typeof TransactionInput>;
export const TransactionUpdate = updateOf(transactionFields);

/** The device's ids of the records a call creates, in `allocateId` order (the transaction first). */
const ClientIds = z.array(Id).max(MAX_RECORD_QUANTITY).optional();

/** The fields that change what a transaction did: sending any makes a `PUT` an edit of the effect. */
export const TRANSACTION_EFFECT_FIELDS = [
  'collectionId',
  'type',
  'date',
  'items',
  'platformFee',
  'shippingCost',
  'taxAmount',
] as const;

/**
 * `PUT /transactions/{id}`: the fields sent replace the saved ones (`items` whole). Notes, partner and
 * summary alone change only those; with any effect field the ledger reverses the old effect and
 * applies the new (`planTransactionEdit`). `clientIds` as `UnifiedTransactionInput`'s: the ids the
 * device gave the transaction and every record the edit creates, in allocation order.
 */
export const TransactionEdit = TransactionUpdate.extend({ clientIds: ClientIds });

/**
 * `POST /transactions/unified` also takes `clientIds`: the ids the device gave the records the call
 * creates, in `allocateId` order (the transaction first). The answer maps each to its real id.
 */
export const UnifiedTransactionInput = TransactionInput.extend({ clientIds: ClientIds });

export const Transaction = z.object({
  id: Id,
  ...transactionFields,
  items: z.array(TransactionLine),
  timestamp: Timestamp,
  totalValue: z.number(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Transaction = z.infer<typeof Transaction>;

/** `GET /transactions/collection/{id}/stats`: the screen's six tiles, counts by type, realized gain. */
export const TransactionStats = z.object({
  totalTransactions: z.number(),
  totalSpent: z.number(),
  totalEarned: z.number(),
  netTradeValue: z.number(),
  trades: z.number(),
  netValue: z.number(),
  byType: z.record(z.enum(TRANSACTION_TYPES), z.number()),
  /** Σ of the lines' realized gains (the ledger's figure; the tiles keep part 2 §9's formulas). */
  realizedGain: z.number(),
});
export type TransactionStats = z.infer<typeof TransactionStats>;
