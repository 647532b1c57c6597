import type { LedgerRecords, ReferencedIds } from '../../domain/transactions';
import type { CardfolioDatabase } from '../database';
import type { CardRow, LocationRow, SealedDefinitionRow, SealedProductRow } from '../rows';

function byId<T extends { id: string }>(rows: readonly (T | undefined)[]): Map<string, T> {
  return new Map(rows.flatMap((row) => (row ? [[row.id, row] as const] : [])));
}

/**
 * The records a ledger plan reads, from the device's tables: only the ones it names. A chain of
 * Dexie's own promises (not an async function), so it stays inside the caller's transaction.
 */
export function loadLedgerRecords(db: CardfolioDatabase, ids: ReferencedIds): PromiseLike<LedgerRecords> {
  let cards: (CardRow | undefined)[] = [];
  let sealedProducts: (SealedProductRow | undefined)[] = [];
  let definitions: (SealedDefinitionRow | undefined)[] = [];
  return db.cards
    .bulkGet(ids.cards)
    .then((rows) => {
      cards = rows;
      return db.sealedProducts.bulkGet(ids.sealedProducts);
    })
    .then((rows) => {
      sealedProducts = rows;
      return db.sealedDefinitions.bulkGet(ids.sealedDefinitions);
    })
    .then((rows: (SealedDefinitionRow | undefined)[]) => {
      definitions = rows;
      return db.locations.bulkGet(ids.locations);
    })
    .then((locations: (LocationRow | undefined)[]) => ({
      cards: byId(cards),
      sealedProducts: byId(sealedProducts),
      sealedDefinitions: byId(definitions),
      locations: new Set(locations.flatMap((row) => (row ? [row.id] : []))),
    }));
}

/** The ledger's tables: what a transaction's use case writes besides the outbox. */
export const LEDGER_TABLES = [
  'transactions',
  'cards',
  'sealedProducts',
  'sealedDefinitions',
  'locations',
] as const;
