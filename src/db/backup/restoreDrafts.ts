import { API, callOf } from '../../domain/api';
import type { RestoreKind, RestoreRows } from '../../domain/backup/planRestore';
import { RESTORE_ORDER, restoreChunks } from '../../domain/backup/restoreChunks';
import type { RecordRef } from '../../domain/changeSet';
import { findTempIds } from '../../domain/sync/tempIds';
import type { OutboxDraft } from '../outbox/types';

/**
 * The outbox change sets that tell the server about a restore's new rows: one `POST
 * /collections/restore` per chunk (src/domain/backup/README.md, Sync), parents first. `budget`: the
 * records per chunk (PUSH_BATCH_RECORDS unless a test cuts smaller ones).
 */
export function restoreDrafts(rows: RestoreRows, budget?: number): OutboxDraft[] {
  const entityOf = new Map<string, RestoreKind>();
  for (const kind of RESTORE_ORDER) for (const row of rows[kind]) entityOf.set(row.id, kind);
  const listed = new Set<string>();
  return restoreChunks(rows, budget).map((chunk) => {
    const records: RecordRef[] = RESTORE_ORDER.flatMap((kind) =>
      chunk[kind].map((row) => ({ entity: kind, id: row.id, op: 'create' as const })),
    );
    const own = new Set(records.map((r) => r.id));
    // Cards name transactions and transactions name cards, so a chunk may name a record of a later
    // chunk: it is listed here too, the server gives it its id now, and the later chunk creates it
    // under that id (an entry naming an unanswered temp id it does not create would be parked).
    for (const id of findTempIds(chunk)) {
      const entity = entityOf.get(id);
      if (entity && !listed.has(id) && !own.has(id)) {
        records.push({ entity, id, op: 'create' });
        own.add(id);
      }
    }
    for (const record of records) listed.add(record.id);
    const collectionIds = new Set<string>();
    for (const kind of RESTORE_ORDER) {
      for (const row of chunk[kind])
        if ('collectionId' in row && row.collectionId) collectionIds.add(row.collectionId);
    }
    return {
      ...callOf(API.collections.restore),
      body: chunk,
      records,
      parentIds: [...collectionIds],
    };
  });
}
