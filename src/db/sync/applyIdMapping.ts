import { type EntityRecord, reconcile } from '../../../sync/reconcile';
import { isTopLevelField, referencesTo } from '../../domain/entities/registry';
import { SYNC_ENTITIES, type SyncEntity } from '../../domain/schemas';
import type { CardfolioDatabase } from '../database';
import { readMeta, writeMeta } from '../meta';
import { entriesMentioning } from '../outbox/queries';
import { withTempRefs } from '../outbox/tempRefs';
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

/** Which table each mapped temp id is a record of: one for all, per id, or unknown (null: look everywhere). */
export type MappedEntities = SyncEntity | Readonly<Record<string, SyncEntity>> | null;

function entityOfId(entities: MappedEntities, tempId: string): SyncEntity | null {
  if (entities === null || typeof entities === 'string') return entities;
  return entities[tempId] ?? null;
}

/**
 * Every local row that can carry one of `tempIds`: the mapped rows themselves, rows found through the
 * indexed references of the entity registry (collectionId, definitionId), and the rows of every record
 * the waiting entries that name a temp id touch (a local row only gains a temp reference through a
 * change that is still in the outbox, and that change lists it in its change set).
 */
async function touchedRecords(
  db: CardfolioDatabase,
  tempIds: string[],
  entities: MappedEntities,
  waiting: OutboxEntry[],
) {
  const found = new Map<string, EntityRecord>();
  const keep = (entity: SyncEntity, rows: readonly unknown[]) => {
    for (const row of rows as (EntityRecord['record'] | undefined)[]) {
      if (row) found.set(`${entity}\u0000${row.id}`, { entity, record: row });
    }
  };
  const kinds = new Set(tempIds.map((id) => entityOfId(entities, id)));
  const maps = (entity: SyncEntity) => kinds.has(null) || kinds.has(entity);
  for (const table of SYNC_ENTITIES) {
    const ids = waiting.flatMap((e) => e.records.filter((r) => r.entity === table).map((r) => r.id));
    ids.push(...tempIds.filter((id) => [null, table].includes(entityOfId(entities, id))));
    if (ids.length > 0) keep(table, await db.table(table).bulkGet([...new Set(ids)]));
  }
  for (const target of SYNC_ENTITIES) {
    if (!maps(target)) continue;
    for (const { entity: table, field } of REFERENCES_TO.get(target) ?? []) {
      // Unindexed references (a sealed product's transactionId) come only from waiting entries, above.
      if (!db.table(table).schema.idxByName[field]) continue;
      // One id (a collection created offline) is an exact match, which engines read in one call; anyOf
      // walks a cursor, one step per row: a 20,000-card import made in that collection.
      const rows = db.table(table).where(field);
      keep(
        table,
        await (tempIds.length === 1 ? rows.equals(tempIds[0] as string) : rows.anyOf(tempIds)).toArray(),
      );
    }
  }
  return [...found.values()];
}

/**
 * Records the server's real ids for temp ids and re-keys the device's data in one Dexie transaction
 * (DESIGN.md, Reconcile): rows, references, the current collection and waiting outbox entries. A call
 * that created several records (a purchase) maps them all here at once, so no row is left pointing at
 * a temp id of the same answer. `entities` says which table each mapped id belongs to, when known, to
 * skip lookups that cannot match. Joins the caller's transaction when it covers SYNC_TABLES, so the
 * push loop can finish the answered entry in the same commit.
 */
export async function applyIdMapping(
  db: CardfolioDatabase,
  mapping: Readonly<Record<string, string>>,
  entities: MappedEntities = null,
): Promise<void> {
  const tempIds = Object.keys(mapping);
  if (tempIds.length === 0) return;
  await db.transaction('rw', SYNC_TABLES, async () => {
    const mappedAt = new Date().toISOString();
    await db.idMap.bulkPut(
      tempIds.map((tempId) => ({
        tempId,
        realId: mapping[tempId],
        entity: entityOfId(entities, tempId),
        mappedAt,
      })),
    );
    const waiting = await entriesMentioning(db, tempIds);
    const result = reconcile({
      mapping,
      records: await touchedRecords(db, tempIds, entities, waiting),
      outbox: waiting,
      currentCollectionId: (await readMeta(db, 'currentCollectionId')) ?? null,
    });
    await applyRowWrites(db, [
      ...result.deletes.map(({ entity: table, id }) => ({ table, id, row: null })),
      ...result.puts.map(({ entity: table, record }) => ({ table, id: record.id, row: record })),
    ]);
    if (result.outbox.length > 0) {
      await db.outbox.bulkPut(result.outbox.map(withTempRefs));
    }
    const current = (await readMeta(db, 'currentCollectionId')) ?? null;
    if (result.currentCollectionId !== current)
      await writeMeta(db, 'currentCollectionId', result.currentCollectionId);
  });
}
