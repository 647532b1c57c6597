import Dexie, { type EntityTable } from 'dexie';
import { type CatalogueChunk, chunksOf } from '../../domain/catalogue/catalogueChunks';
import type { CataloguePrinting } from '../../domain/catalogue/cataloguePrinting';
import { toCompactRow } from '../../domain/catalogue/compactRows';
import type { RatesDay } from '../../domain/money/exchangeRates';

/** What the device holds: the version it applied last, for the next delta, and what the status line shows. */
export interface CatalogueState {
  key: 'state';
  version: number;
  priceDate: string | null;
  total: number;
  updatedAt: string;
}

export const CATALOGUE_DATABASE_NAME = 'cardfolio-catalogue';

/**
 * The card catalogue on the device (issue 12), in a database of its own: it is the same for every
 * user of the device, it is not synced, and its schema changes on its own schedule. A full disk
 * while it fills never touches a user's database.
 */
export class CatalogueDatabase extends Dexie {
  chunks!: EntityTable<CatalogueChunk, 'index'>;
  state!: EntityTable<CatalogueState, 'key'>;
  /** The exchange rates by published day, as the catalogue answers bring them (kept across versions). */
  rates!: EntityTable<RatesDay, 'date'>;

  constructor(name = CATALOGUE_DATABASE_NAME) {
    super(name);
    this.version(1).stores({ printings: 'id, name', state: 'key' });
    // Search runs over an index built in memory, never over IndexedDB's: the name index only made every
    // write of 100,000 printings update a second B-tree. Version 2 drops it; the rows stay.
    this.version(2).stores({ printings: 'id' });
    // Version 3 stores the printings as chunks of compact rows (src/domain/catalogue/catalogueChunks.ts):
    // 50 records for 100,000 printings instead of 100,000. A held catalogue moves over as it is.
    this.version(3)
      .stores({ chunks: 'index' })
      .upgrade(async (tx) => {
        const printings = (await tx.table('printings').toArray()) as CataloguePrinting[];
        await tx.table('chunks').bulkAdd(chunksOf(printings.map(toCompactRow)));
      });
    this.version(4).stores({ printings: null });
    this.version(5).stores({ rates: 'date' });
  }
}

let shared: CatalogueDatabase | undefined;

/** The device's one catalogue database, opened on first use. */
export function catalogueDatabase(): CatalogueDatabase {
  shared ??= new CatalogueDatabase();
  return shared;
}

export async function readCatalogueState(db: CatalogueDatabase): Promise<CatalogueState | undefined> {
  return db.state.get('state');
}

/** Every day of exchange rates the device holds, oldest first: offline, the newest is the last known. */
export async function readExchangeRates(db: CatalogueDatabase): Promise<RatesDay[]> {
  return db.rates.orderBy('date').toArray();
}
