import { type EntityRecord, reconcile } from '../../../sync/reconcile';
import { SYNC_ENTITIES, type SyncEntity } from '../../domain/schemas';
import type { CardfolioDatabase } from '../database';
import { readMeta, writeMeta } from '../meta';
import { tempRefsOf } from '../outbox/enqueue';
import type { OutboxEntry } from '../outbox/types';
import { applyRowWrites } from './applyRowWrites';

export const SYNC_TABLES: readonly string[] = [...SYNC_ENTITIES, 'outbox', 'idMap', 'meta'];

/** Tables whose rows point at a collection, and at a sealed definition, through an indexed field. */
const BY_COLLECTION = ['cards', 'sealedProducts', 'transactions', 'marketPrices'] as const;

/**
 * Every local row that can carry one of `tempIds`: the mapped rows themselves, rows found through the
 * collectionId / definitionId indexes, and the rows of waiting entries that name a temp id (a local row
 * only gains a temp reference through a change that is still in the outbox).
 */
async function touchedRecords(
  db: CardfolioDatabase,
  tempIds: string[],
  entity: SyncEntity | null,
  waiting: OutboxEntry[],
) {
  const found = new Map<string, EntityRecord>();
  const keep = (entity: SyncEntity, rows: readonly unknown[]) => {
    for (const row of rows as (EntityRecord['record'] | undefined)[]) {
      if (row) found.set(`${entity}\u0000${row.id}`, { entity, record: row });
    }
  };
  for (const table of SYNC_ENTITIES) {
    const ids = waiting.filter((e) => e.entity === table).map((e) => e.recordId);
    if (entity === null || entity === table) ids.push(...tempIds);
    if (ids.length > 0) keep(table, await db.table(table).bulkGet(ids));
  }
  if (entity === null || entity === 'collections') {
    for (const table of BY_COLLECTION) {
      keep(table, await db.table(table).where('collectionId').anyOf(tempIds).toArray());
    }
  }
  if (entity === null || entity === 'sealedDefinitions') {
    keep('sealedProducts', await db.sealedProducts.where('definitionId').anyOf(tempIds).toArray());
  }
  return [...found.values()];
}

/**
 * Records the server's real ids for temp ids and re-keys the device's data in one Dexie transaction
 * (DESIGN.md, Reconcile): rows, references, the current collection and waiting outbox entries.
 * `entity` says which table every mapped id belongs to, when known, to skip lookups that cannot
 * match; null searches everywhere. Joins
 * the caller's transaction when it covers SYNC_TABLES, so the push loop can finish the answered entry
 * in the same commit.
 */
export async function applyIdMapping(
  db: CardfolioDatabase,
  mapping: Readonly<Record<string, string>>,
  entity: SyncEntity | null = null,
): Promise<void> {
  const tempIds = Object.keys(mapping);
  if (tempIds.length === 0) return;
  await db.transaction('rw', SYNC_TABLES, async () => {
    const mappedAt = new Date().toISOString();
    await db.idMap.bulkPut(tempIds.map((tempId) => ({ tempId, realId: mapping[tempId], entity, mappedAt })));
    // One exact lookup per id: anyOf on the multi-entry index costs with the outbox's size in some engines.
    const waiting = (
      await Promise.all(tempIds.map((id) => db.outbox.where('tempRefs').equals(id).toArray()))
    ).flat();
    const result = reconcile({
      mapping,
      records: await touchedRecords(db, tempIds, entity, waiting),
      outbox: [...new Map(waiting.map((e) => [e.seq, e])).values()],
      currentCollectionId: (await readMeta(db, 'currentCollectionId')) ?? null,
    });
    await applyRowWrites(db, [
      ...result.deletes.map(({ entity: table, id }) => ({ table, id, row: null })),
      ...result.puts.map(({ entity: table, record }) => ({ table, id: record.id, row: record })),
    ]);
    if (result.outbox.length > 0) {
      await db.outbox.bulkPut(result.outbox.map((e) => ({ ...e, tempRefs: tempRefsOf(e) })));
    }
    const current = (await readMeta(db, 'currentCollectionId')) ?? null;
    if (result.currentCollectionId !== current)
      await writeMeta(db, 'currentCollectionId', result.currentCollectionId);
  });
}
