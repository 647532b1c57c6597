import type { RecordRef } from '../src/domain/changeSet';
import type { SyncEntity } from '../src/domain/schemas';
import { substituteTempIds, substituteTempIdsInPath, type TempIdMap } from '../src/domain/sync/tempIds';

export interface EntityRecord {
  entity: SyncEntity;
  record: { id: string } & Record<string, unknown>;
}

/** The parts of an outbox entry that can name a record. */
export interface OutboxRefs {
  path: string;
  body: unknown;
  parentIds?: string[];
  records: RecordRef[];
  recordIds: string[];
}

export interface ReconcileInput<E extends OutboxRefs> {
  /** temp id → real id, as the server answered. */
  mapping: TempIdMap;
  /** Local rows that carry a mapped temp id, as their own id or as a reference. */
  records: readonly EntityRecord[];
  /** Outbox entries still waiting to be sent. */
  outbox: readonly E[];
  currentCollectionId: string | null;
}

export interface ReconcileResult<E extends OutboxRefs> {
  /** Rows to store: re-keyed, or with references rewritten. */
  puts: EntityRecord[];
  /** Rows to remove: the temp-keyed originals of re-keyed rows. */
  deletes: { entity: SyncEntity; id: string }[];
  /** Outbox entries that changed, with their other fields kept. */
  outbox: E[];
  currentCollectionId: string | null;
}

/**
 * Applies a temp→real mapping to everything local (DESIGN.md, Reconcile): a row's own id, every
 * reference to a mapped record in it (collectionId, definitionId, conditionQuantities' transactionId,
 * transaction items' ids …, at any depth), the current collection, and the waiting outbox entries'
 * paths, bodies, change sets and parentIds. A reference is a string value equal to a temp id, so no
 * field list can fall behind the schemas. Untouched rows and entries are left out of the result.
 */
export function reconcile<E extends OutboxRefs>(input: ReconcileInput<E>): ReconcileResult<E> {
  const { mapping } = input;
  const result: ReconcileResult<E> = { puts: [], deletes: [], outbox: [], currentCollectionId: null };

  for (const { entity, record } of input.records) {
    const next = substituteTempIds(record, mapping);
    if (next === record) continue;
    result.puts.push({ entity, record: next });
    if (next.id !== record.id) result.deletes.push({ entity, id: record.id });
  }

  for (const entry of input.outbox) {
    const path = substituteTempIdsInPath(entry.path, mapping);
    const body = substituteTempIds(entry.body, mapping);
    const parentIds = entry.parentIds && substituteTempIds(entry.parentIds, mapping);
    const records = substituteTempIds(entry.records, mapping);
    if (
      path === entry.path &&
      body === entry.body &&
      parentIds === entry.parentIds &&
      records === entry.records
    ) {
      continue;
    }
    const recordIds = records.map((r) => r.id);
    result.outbox.push({
      ...entry,
      path,
      body,
      records,
      recordIds,
      ...(parentIds ? { parentIds } : {}),
    });
  }

  result.currentCollectionId =
    input.currentCollectionId === null ? null : substituteTempIds(input.currentCollectionId, mapping);
  return result;
}
