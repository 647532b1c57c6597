import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Grading } from '../../../src/domain/grading/schema';
import type { ConditionQuantity, TransactionItem, TransactionItemDetail } from '../../../src/domain/schemas';
import { dataRowColumns } from './common';

export const collections = pgTable(
  'collections',
  {
    ...dataRowColumns(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [index('collections_user_revision_idx').on(t.userId, t.revision)],
);

/** Where a user keeps copies (issue 25); cards point at it, deleting it moves them first. */
export const locations = pgTable(
  'locations',
  {
    ...dataRowColumns(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    pages: integer('pages'),
    slotsPerPage: integer('slots_per_page'),
  },
  (t) => [index('locations_user_revision_idx').on(t.userId, t.revision)],
);

const collectionId = () =>
  uuid('collection_id')
    .notNull()
    .references(() => collections.id);

export const cards = pgTable(
  'cards',
  {
    ...dataRowColumns(),
    collectionId: collectionId(),
    name: text('name').notNull(),
    set: text('set').notNull().default(''),
    setCode: text('set_code').notNull().default(''),
    color: text('color').notNull(),
    type: text('type').notNull().default(''),
    rarity: text('rarity').notNull(),
    status: text('status').notNull(),
    manaCost: text('mana_cost').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    foil: boolean('foil').notNull().default(false),
    notes: text('notes').notNull().default(''),
    marketPrice: doublePrecision('market_price'),
    tcgplayerId: integer('tcgplayer_id'),
    conditionQuantities: jsonb('condition_quantities').$type<ConditionQuantity[]>().notNull(),
    locationId: uuid('location_id').references(() => locations.id),
    page: integer('page'),
    slot: integer('slot'),
    // A graded copy's slab (issue 25, src/domain/grading); null on a raw copy.
    grading: jsonb('grading').$type<Grading>(),
  },
  (t) => [
    index('cards_user_revision_idx').on(t.userId, t.revision),
    // A grader's certificate number is one copy's (the device checks first; this holds under races).
    uniqueIndex('cards_user_certificate_idx').on(
      t.userId,
      sql`lower(${t.grading}->>'grader')`,
      sql`(${t.grading}->>'certificate')`,
    ),
    // Also finds a printing's copies by name (add-to-collection) without reading the whole collection.
    index('cards_user_collection_name_idx').on(t.userId, t.collectionId, sql`lower(${t.name})`),
    index('cards_user_location_idx').on(t.userId, t.locationId),
  ],
);

/** A user's catalogue of sealed products; unique by lowercase name|set|type (part 2 §3). */
export const sealedDefinitions = pgTable(
  'sealed_definitions',
  {
    ...dataRowColumns(),
    name: text('name').notNull(),
    set: text('set').notNull(),
    type: text('type').notNull(),
    description: text('description').notNull().default(''),
    releaseDate: date('release_date', { mode: 'string' }),
    imageUrl: text('image_url').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    index('sealed_definitions_user_revision_idx').on(t.userId, t.revision),
    uniqueIndex('sealed_definitions_identity_idx').on(
      t.userId,
      sql`lower(${t.name})`,
      sql`lower(${t.set})`,
      sql`lower(${t.type})`,
    ),
  ],
);

export const sealedProducts = pgTable(
  'sealed_products',
  {
    ...dataRowColumns(),
    collectionId: collectionId(),
    definitionId: uuid('definition_id')
      .notNull()
      .references(() => sealedDefinitions.id),
    condition: text('condition').notNull(),
    purchasePrice: doublePrecision('purchase_price'),
    purchaseDate: date('purchase_date', { mode: 'string' }),
    transactionId: text('transaction_id'),
    status: text('status').notNull(),
    notes: text('notes').notNull().default(''),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [
    index('sealed_products_user_revision_idx').on(t.userId, t.revision),
    index('sealed_products_user_collection_idx').on(t.userId, t.collectionId),
  ],
);

export const marketPrices = pgTable(
  'market_prices',
  {
    ...dataRowColumns(),
    collectionId: collectionId(),
    productType: text('product_type').notNull(),
    productKey: text('product_key').notNull(),
    marketPrice: doublePrecision('market_price').notNull(),
    notes: text('notes').notNull().default(''),
    condition: text('condition'),
    foil: boolean('foil'),
  },
  (t) => [
    index('market_prices_user_revision_idx').on(t.userId, t.revision),
    index('market_prices_lookup_idx').on(t.userId, t.collectionId, t.productType, t.productKey),
  ],
);

export const transactions = pgTable(
  'transactions',
  {
    ...dataRowColumns(),
    collectionId: collectionId(),
    type: text('type').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    totalValue: doublePrecision('total_value').notNull().default(0),
    items: jsonb('items').$type<TransactionItem[]>().notNull(),
    /** Part 2 §3's itemDetails, as the client sent them; null when it sent none. */
    itemDetails: jsonb('item_details').$type<TransactionItemDetail[]>(),
    changeSummary: text('change_summary').notNull().default(''),
    userNotes: text('user_notes').notNull().default(''),
    notes: text('notes').notNull().default(''),
    tradePartner: text('trade_partner').notNull().default(''),
    platformFee: doublePrecision('platform_fee').notNull().default(0),
    shippingCost: doublePrecision('shipping_cost').notNull().default(0),
    taxAmount: doublePrecision('tax_amount').notNull().default(0),
  },
  (t) => [
    index('transactions_user_revision_idx').on(t.userId, t.revision),
    index('transactions_user_collection_idx').on(t.userId, t.collectionId),
  ],
);

/** What the change feed answers for a deleted row: its entity, its id and the delete's revision. */
export const tombstones = pgTable(
  'tombstones',
  {
    ...dataRowColumns(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
  },
  (t) => [index('tombstones_user_revision_idx').on(t.userId, t.revision)],
);

/** A card the user is looking for (issue 26); a collection's want list goes with the collection. */
export const wants = pgTable(
  'wants',
  {
    ...dataRowColumns(),
    collectionId: uuid('collection_id').references(() => collections.id),
    name: text('name').notNull(),
    setCode: text('set_code').notNull().default(''),
    collectorNumber: text('collector_number').notNull().default(''),
    quantity: integer('quantity').notNull(),
    finish: text('finish').notNull().default('any'),
    maxPrice: doublePrecision('max_price'),
    priority: text('priority').notNull().default('normal'),
    note: text('note').notNull().default(''),
  },
  (t) => [index('wants_user_revision_idx').on(t.userId, t.revision)],
);

/**
 * A price alert (issue 26) on a catalogue printing or a want. No foreign keys to either: a printing
 * the card database drops or a deleted want leaves the alert inert (no price, no fire). The firing
 * columns are written by the evaluation after each ingest (server/alerts/evaluateAlerts.ts).
 */
export const alerts = pgTable(
  'alerts',
  {
    ...dataRowColumns(),
    printingId: uuid('printing_id'),
    wantId: uuid('want_id'),
    finish: text('finish').notNull().default('any'),
    label: text('label').notNull(),
    kind: text('kind').notNull(),
    threshold: doublePrecision('threshold').notNull(),
    referencePrice: doublePrecision('reference_price'),
    seenOn: date('seen_on', { mode: 'string' }),
    holding: boolean('holding').notNull().default(false),
    firedOn: date('fired_on', { mode: 'string' }),
    firedPrice: doublePrecision('fired_price'),
    stateOn: date('state_on', { mode: 'string' }),
  },
  (t) => [index('alerts_user_revision_idx').on(t.userId, t.revision)],
);
