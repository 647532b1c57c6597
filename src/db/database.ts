import Dexie, { type EntityTable, type Table } from 'dexie';
import { closeWhenUpgradedElsewhere } from './connection/outdated';
import { SCHEMA_VERSIONS, type SchemaVersion } from './migrations';
import type { OutboxEntry } from './outbox/types';
import type {
  AlertFiringRow,
  AlertRow,
  CardDefinitionRow,
  CardRow,
  CollectionRow,
  IdMapRow,
  LocationRow,
  MarketPriceRow,
  MetaRow,
  SealedDefinitionRow,
  SealedProductRow,
  TransactionRow,
  ValueSnapshotRow,
  WantRow,
} from './rows';

export const DATABASE_NAME_PREFIX = 'cardfolio-';

/** The device's copy of one user's data plus the sync state (outbox, idMap, meta). */
export class CardfolioDatabase extends Dexie {
  collections!: EntityTable<CollectionRow, 'id'>;
  cards!: EntityTable<CardRow, 'id'>;
  cardDefinitions!: EntityTable<CardDefinitionRow, 'id'>;
  sealedDefinitions!: EntityTable<SealedDefinitionRow, 'id'>;
  sealedProducts!: EntityTable<SealedProductRow, 'id'>;
  transactions!: EntityTable<TransactionRow, 'id'>;
  marketPrices!: EntityTable<MarketPriceRow, 'id'>;
  locations!: EntityTable<LocationRow, 'id'>;
  wants!: EntityTable<WantRow, 'id'>;
  alerts!: EntityTable<AlertRow, 'id'>;
  alertFirings!: EntityTable<AlertFiringRow, 'alertId'>;
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  idMap!: EntityTable<IdMapRow, 'tempId'>;
  meta!: EntityTable<MetaRow, 'key'>;
  valueSnapshots!: Table<ValueSnapshotRow, [string, string]>;

  /** `versions` is for tests that prove an upgrade; the app always uses the full list. */
  constructor(name: string, versions: readonly SchemaVersion[] = SCHEMA_VERSIONS) {
    super(name);
    for (const { version, stores, upgrade } of versions) {
      const declared = this.version(version).stores(stores);
      if (upgrade) declared.upgrade(upgrade);
    }
    closeWhenUpgradedElsewhere(this);
  }
}

export function userDatabaseName(userId: string): string {
  if (userId.trim() === '') throw new Error('A signed-in user id is needed to open the local database');
  return `${DATABASE_NAME_PREFIX}${userId}`;
}

/**
 * One database per user, so a second account on the same device never sees or overwrites the first's
 * data or its unsent changes.
 */
export function openUserDatabase(userId: string): CardfolioDatabase {
  return new CardfolioDatabase(userDatabaseName(userId));
}
