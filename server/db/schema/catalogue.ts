import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The card database's printings, shared by every user (issue 12). Not user data: no user id, no
 * revision. Each ingest is a version; a row remembers the version that added it and the one that
 * last changed it, so a device holding version V is sent the rows changed after V.
 */
const printingColumns = () => ({
  id: uuid('id').primaryKey(),
  oracleId: uuid('oracle_id'),
  name: text('name').notNull(),
  faceNames: text('face_names').array().notNull(),
  setCode: text('set_code').notNull(),
  setName: text('set_name').notNull(),
  collectorNumber: text('collector_number').notNull(),
  lang: text('lang').notNull(),
  rarity: text('rarity').notNull(),
  colors: text('colors').notNull(),
  typeLine: text('type_line').notNull(),
  manaCost: text('mana_cost').notNull(),
  imageFront: text('image_front').notNull(),
  imageBack: text('image_back').notNull(),
  tcgplayerId: integer('tcgplayer_id'),
  releasedAt: text('released_at').notNull(),
  usd: doublePrecision('usd'),
  usdFoil: doublePrecision('usd_foil'),
  usdEtched: doublePrecision('usd_etched'),
  eur: doublePrecision('eur'),
  // Last, where migration 0005 appended it.
  cardmarketId: integer('cardmarket_id'),
  // The query language's fields (issue 24), appended; rows ingested before them read "" or null.
  oracleText: text('oracle_text').notNull().default(''),
  power: text('power').notNull().default(''),
  toughness: text('toughness').notNull().default(''),
  artist: text('artist').notNull().default(''),
  frame: text('frame').notNull().default(''),
  colorIdentity: text('color_identity').notNull().default(''),
  manaValue: doublePrecision('mana_value'),
  finishes: text('finishes').notNull().default(''),
  eurFoil: doublePrecision('eur_foil'),
});

export const cataloguePrintings = pgTable(
  'catalogue_printings',
  {
    ...printingColumns(),
    priceDate: date('price_date', { mode: 'string' }).notNull(),
    addedVersion: integer('added_version').notNull(),
    changedVersion: integer('changed_version').notNull(),
  },
  (table) => [index('catalogue_printings_changed_idx').on(table.changedVersion)],
);

/** Where a download is written while it streams in; merged into the catalogue only when complete. */
export const catalogueStaging = pgTable('catalogue_staging', printingColumns());

export const catalogueVersions = pgTable('catalogue_versions', {
  version: serial('version').primaryKey(),
  priceDate: date('price_date', { mode: 'string' }).notNull(),
  /** The bulk file's own `updated_at`: the same file is not ingested twice. */
  sourceUpdatedAt: text('source_updated_at').notNull(),
  printingCount: integer('printing_count').notNull(),
  addedCount: integer('added_count').notNull(),
  changedCount: integer('changed_count').notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A printing's prices on the days they changed; a day's price is the latest row on or before it. */
export const cataloguePriceHistory = pgTable(
  'catalogue_price_history',
  {
    printingId: uuid('printing_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    usd: doublePrecision('usd'),
    usdFoil: doublePrecision('usd_foil'),
    usdEtched: doublePrecision('usd_etched'),
    eur: doublePrecision('eur'),
  },
  (table) => [primaryKey({ columns: [table.printingId, table.day] })],
);

/**
 * One ingest at a time across instances: a lease row, taken when absent or expired and renewed while
 * the ingest runs. Works the same on PGlite and PostgreSQL, and a crashed holder's lease runs out.
 */
export const catalogueIngestLease = pgTable('catalogue_ingest_lease', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
