import { type EntityRecord, reconcile } from '../../../sync/reconcile';
import { isTopLevelField, referencesTo } from '../../domain/entities/registry';
import { SYNC_ENTITIES, type SyncEntity } from '../../domain/schemas';
import type { CardfolioDatabase } from '../database';
import { readMeta, writeMeta } from '../meta';
import { tempRefsOf } from '../outbox/enqueue';
import type { OutboxEntry } from '../outbox/types';
import { applyRowWrites } from './applyRowWrites';

export const SYNC_TABLES: readonly string[] = [...SYNC_ENTITIES, 'outbox', 'idMap', 'meta'];

/**
 * For each entity, the registry's references to it held in a record's own field (src/domain/entities):
 * where a table indexes such a field, its rows naming a mapped temp id are found through the index.
 */
const REFERENCES_TO = new Map(
  SYNC_ENTITIES.map((target) => [target, referencesTo(target).filter(({ field }) => isTopLevelField(field))]),
);

/**
 * Every local row that can carry one of `tempIds`: the mapped rows themselves, rows found through the
 * indexed references of the entity registry (collectionId, definitionId), and the rows of waiting entries that name a temp id (a local row
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
  for (const target of SYNC_ENTITIES) {
    if (entity !== null && entity !== target) continue;
    for (const { entity: table, field } of REFERENCES_TO.get(target) ?? []) {
      // Unindexed references (a sealed product's transactionId) come only from waiting entries, above.
      if (!db.table(table).schema.idxByName[field]) continue;
      keep(table, await db.table(table).where(field).anyOf(tempIds).toArray());
    }
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
