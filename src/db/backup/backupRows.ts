import type { Table } from 'dexie';
import type { RestoreKind, RestoreRows } from '../../domain/backup/planRestore';
import { RESTORE_ORDER } from '../../domain/backup/restoreChunks';
import type { CardfolioDatabase } from '../database';

/**
 * The rows of every kind a backup holds (RestoreRows' kinds): the user's own kinds whole (collections,
 * definitions, locations, wants: few rows, each caller picks), a collection's records of `collectionIds`
 * only, or of every collection when null. One bulk read per table, no per-row queries. The backup and
 * the restore's check of what is already there both read through it.
 */
export function readBackupRows(
  db: CardfolioDatabase,
  collectionIds: readonly string[] | null,
): Promise<RestoreRows> {
  // One kind's rows of the chosen collections (`anyOf` over the collectionId index), or every row.
  const owned = <T>(table: Table<T, string, unknown>): Promise<T[]> =>
    collectionIds === null
      ? table.toArray()
      : table
          .where('collectionId')
          .anyOf([...collectionIds])
          .toArray();
  const userLevel: readonly RestoreKind[] = ['collections', 'sealedDefinitions', 'locations', 'wants'];
  const read = (kind: RestoreKind) =>
    userLevel.includes(kind) ? db[kind].toArray() : owned(db[kind] as Table<unknown, string, unknown>);
  // Not an async function: a second level of native awaits inside the callers' Dexie transaction lets
  // it commit early (PrematureCommitError); the Promise.all of Dexie reads keeps it open.
  return Promise.all(RESTORE_ORDER.map(read)).then(
    (rows) =>
      Object.fromEntries(RESTORE_ORDER.map((kind, index) => [kind, rows[index]])) as unknown as RestoreRows,
  );
}
