import type { SyncEntity } from '../schemas';

export type RecordOp = 'create' | 'update' | 'delete';

/** One record a call creates, updates or deletes (DESIGN.md, Change sets). */
export interface RecordRef {
  entity: SyncEntity;
  id: string;
  op: RecordOp;
}

/** The device's tables a change set may write: the synced ones and the printings cache. */
export type WritableTable = SyncEntity | 'cardDefinitions';

/** One row written (`row`) or deleted (`row: null`). */
export interface RowWrite {
  table: WritableTable;
  id: string;
  row: { id: string } | null;
}

/**
 * What one use case does, planned before anything is stored: the rows to write and the records the
 * server must hear about, the call's subject first. `commit` (src/db/commit.ts) stores both at once.
 */
export interface ChangeSet {
  writes: RowWrite[];
  records: RecordRef[];
}

type Row = { id: string };

/** A change set that writes `row` into `entity` as a `op` of that record. */
export function rowChange(entity: SyncEntity, row: Row, op: Exclude<RecordOp, 'delete'>): ChangeSet {
  return { writes: [{ table: entity, id: row.id, row }], records: [{ entity, id: row.id, op }] };
}

/** A change set that deletes the records locally and for the server. */
export function deletion(entity: SyncEntity, ids: readonly string[]): ChangeSet {
  return {
    writes: ids.map((id) => ({ table: entity, id, row: null })),
    records: ids.map((id) => ({ entity, id, op: 'delete' })),
  };
}

/** Several records created at once (a batch of new cards), in order. */
export function creations(entity: SyncEntity, rows: readonly Row[]): ChangeSet {
  return {
    writes: rows.map((row) => ({ table: entity, id: row.id, row })),
    records: rows.map((row) => ({ entity, id: row.id, op: 'create' })),
  };
}

/** One change set doing what the parts do, in their order. */
export function combined(...parts: readonly ChangeSet[]): ChangeSet {
  return { writes: parts.flatMap((p) => p.writes), records: parts.flatMap((p) => p.records) };
}
