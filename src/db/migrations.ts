import type { Transaction } from 'dexie';
import { type DefinitionIdentity, sealedDefinitionKey } from '../domain/sealed/definitionKey';
import { namedTempIdsOf } from './outbox/tempRefs';

/** Table name → Dexie index spec (first entry the primary key; `null` drops the table). */
export type StoreSpec = Record<string, string | null>;

export interface SchemaVersion {
  version: number;
  stores: StoreSpec;
  /** Runs in the upgrade transaction when a database older than this version is opened. */
  upgrade?: (tx: Transaction) => Promise<void>;
}

/**
 * The tables of schema v1, indexed for the app's queries. `*parentIds` and `*tempRefs` are
 * multi-entry: a delete finds the entries of dependent records, reconciliation finds every entry
 * naming a temp id.
 */
const V1_STORES: StoreSpec = {
  collections: 'id, name',
  cards: 'id, collectionId, [collectionId+name], name',
  cardDefinitions: 'id, nameKey, &key',
  sealedDefinitions: 'id, name',
  sealedProducts: 'id, collectionId, definitionId',
  transactions: 'id, collectionId, [collectionId+date]',
  marketPrices: 'id, [productType+productKey], collectionId',
  outbox: '++seq, state, &mutationId, recordId, *parentIds, *tempRefs',
  idMap: 'tempId',
  meta: 'key',
};

/**
 * Runs only when the database on the device predates v1 (Dexie sees an IndexedDB version below 10 as
 * below 1): collections kept in the spec's bare shape (id, name, description, isDefault as 0/1, no
 * timestamps) get the fields of the API's Collection shape, so they read and sync like server rows.
 */
async function upgradeToV1(tx: Transaction): Promise<void> {
  const now = new Date().toISOString();
  await tx
    .table('collections')
    .toCollection()
    .modify((row: Record<string, unknown>) => {
      row.name = typeof row.name === 'string' ? row.name : '';
      row.description = typeof row.description === 'string' ? row.description : '';
      row.isDefault = row.isDefault === true || row.isDefault === 1;
      row.createdAt = typeof row.createdAt === 'string' ? row.createdAt : now;
      row.updatedAt = typeof row.updatedAt === 'string' ? row.updatedAt : now;
    });
}

/**
 * Part 2 §4: sealed products stored before definitions existed carry name, set and type but no
 * definitionId. Each gets the id of the definition with the same lowercase name|set|type; one with no
 * such definition keeps none (nothing is made up), so it still shows, by its own name.
 */
async function upgradeToV2(tx: Transaction): Promise<void> {
  const byKey = new Map<string, string>();
  await tx.table('sealedDefinitions').each((definition: DefinitionIdentity & { id: string }) => {
    byKey.set(sealedDefinitionKey(definition), definition.id);
  });
  await tx
    .table('sealedProducts')
    .filter((row: Record<string, unknown>) => typeof row.definitionId !== 'string' || row.definitionId === '')
    .modify((row: Record<string, unknown>) => {
      const id = byKey.get(
        sealedDefinitionKey({
          name: String(row.name ?? ''),
          set: String(row.set ?? ''),
          type: String(row.type ?? ''),
        }),
      );
      if (id) row.definitionId = id;
    });
}

/**
 * v3: outbox entries are change sets (DESIGN.md, Change sets). `records` lists every record a call
 * touches; the multi-entry `recordIds` index replaces the single `recordId` one, so a lookup by record
 * finds a transaction that created or changed it as well as the record's own calls.
 */
const V3_STORES: StoreSpec = {
  outbox: '++seq, state, &mutationId, *recordIds, *parentIds, *tempRefs',
};

/** Entries queued before v3 touched their subject alone. */
async function upgradeToV3(tx: Transaction): Promise<void> {
  await tx
    .table('outbox')
    .toCollection()
    .modify(
      (entry: { entity: string; recordId: string; op: string; records?: unknown; recordIds?: unknown }) => {
        entry.records = [{ entity: entry.entity, id: entry.recordId, op: entry.op }];
        entry.recordIds = [entry.recordId];
      },
    );
}

/**
 * v4: the Transactions section pages through a collection's transactions newest first (by `timestamp`,
 * when it was recorded) without reading them all: the first page shows while the whole list is read.
 */
const V4_STORES: StoreSpec = {
  transactions: 'id, collectionId, [collectionId+date], [collectionId+timestamp]',
};

/**
 * v5: the collection's daily value (issue 15), device state never synced. One row per collection and
 * day; the chart reads a collection's rows, the snapshot of today is looked up by both.
 */
const V5_STORES: StoreSpec = {
  valueSnapshots: '[collectionId+day], collectionId',
};

/**
 * v6: the outbox indexes the temp ids an entry names beyond its own records (`namedTempIds`) instead of
 * all of them (`tempRefs`, still stored): a restore chunk creates hundreds of records and named each
 * twice, in `recordIds` and `tempRefs`, so its index entries outweighed its rows (issue 14's bench).
 * Lookups by temp id read both indexes (src/db/outbox/queries.ts, `entriesMentioning`).
 */
const V6_STORES: StoreSpec = {
  outbox: '++seq, state, &mutationId, *recordIds, *parentIds, *namedTempIds',
};

async function upgradeToV6(tx: Transaction): Promise<void> {
  await tx
    .table('outbox')
    .toCollection()
    .modify((entry: { recordIds: string[]; tempRefs: string[]; namedTempIds?: string[] }) => {
      entry.namedTempIds = namedTempIdsOf(entry);
    });
}

/**
 * v7: indexes no query uses are dropped: cards by [collectionId+name] and transactions by
 * [collectionId+date]. Every index is one more entry per row written, and Chromium's IndexedDB pays for
 * each: a 20,000-row import writes 20,000 cards in one go (issue 16's bench). Nothing to upgrade.
 */
const V7_STORES: StoreSpec = {
  cards: 'id, collectionId, name',
  transactions: 'id, collectionId, [collectionId+timestamp]',
};

/**
 * v8: an entry's change set names its subject (`records[0]`), so the subject triple stored beside it
 * (entity, recordId, op) goes. No index changes: it was not indexed since v3.
 */
async function upgradeToV8(tx: Transaction): Promise<void> {
  await tx
    .table('outbox')
    .toCollection()
    .modify((entry: Record<string, unknown>) => {
      delete entry.entity;
      delete entry.recordId;
      delete entry.op;
    });
}

/**
 * v9: locations (issue 25), a synced table of their own, and cards indexed by the location they are
 * filed in (a binder's pages and deleting a location read a location's copies). Rows stored before
 * have no location: they read as "Unfiled", nothing to upgrade.
 */
const V9_STORES: StoreSpec = {
  locations: 'id, name',
  cards: 'id, collectionId, name, locationId',
};

/**
 * v10: wants (issue 26), a synced table of their own, indexed by the collection whose list they are on
 * (deleting a collection deletes its list). Nothing to upgrade.
 */
const V10_STORES: StoreSpec = { wants: 'id, collectionId, name' };

/**
 * v11: cards indexed by binder page (`[locationId+page]`): a binder page reads its own copies, not
 * every copy of the binder (issue 25's bench: a page of a 4,500-copy binder). Dexie indexes the rows
 * already stored.
 */
const V11_STORES: StoreSpec = { cards: 'id, collectionId, name, locationId, [locationId+page]' };

/**
 * v12: price alerts (issue 26), a synced table indexed by the want they watch, and the device's own
 * firings from the catalogue deltas it evaluated (local only, by alert). Nothing to upgrade.
 */
const V12_STORES: StoreSpec = { alerts: 'id, wantId', alertFirings: 'alertId' };

/**
 * Every schema version, oldest first. A change to the schema is a NEW entry here (never an edit of an
 * old one) with its upgrade function, plus a test that opens a database of the previous version.
 */
export const SCHEMA_VERSIONS: readonly SchemaVersion[] = [
  { version: 1, stores: V1_STORES, upgrade: upgradeToV1 },
  { version: 2, stores: V1_STORES, upgrade: upgradeToV2 },
  { version: 3, stores: V3_STORES, upgrade: upgradeToV3 },
  { version: 4, stores: V4_STORES },
  // A new table only: nothing to upgrade; the first open of the day takes the first snapshot.
  { version: 5, stores: V5_STORES },
  { version: 6, stores: V6_STORES, upgrade: upgradeToV6 },
  { version: 7, stores: V7_STORES },
  { version: 8, stores: {}, upgrade: upgradeToV8 },
  { version: 9, stores: V9_STORES },
  { version: 10, stores: V10_STORES },
  { version: 11, stores: V11_STORES },
  { version: 12, stores: V12_STORES },
];

export const CURRENT_SCHEMA_VERSION = SCHEMA_VERSIONS[SCHEMA_VERSIONS.length - 1].version;
