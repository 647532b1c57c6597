import type { Change, SyncEntity } from '../src/domain/schemas';

export interface PulledRecord {
  entity: SyncEntity;
  record: { id: string } & Record<string, unknown>;
}

export interface PullPlan {
  /** Server rows to store as they came. */
  puts: PulledRecord[];
  /** Tombstones: rows to remove locally. */
  deletes: { entity: SyncEntity; id: string }[];
  /** Changes left out because the device has unsent changes to that record. */
  skipped: { entity: SyncEntity; id: string }[];
}

const isRecord = (data: Change['data'], id: string): data is PulledRecord['record'] =>
  data !== null && typeof data === 'object' && data.id === id;

/**
 * What a page of `GET /sync/changes` does to the device (DESIGN.md, Pull). A pulled row never
 * overwrites, and a tombstone never deletes, a record that still has outbox entries: the device's
 * change goes to the server first, and the server's answer to it comes back in a later pull, since
 * every write raises the record's revision past the cursor. Within a page the last change of a record
 * wins; a change whose data does not match its id is ignored rather than stored under the wrong key.
 */
export function planPull(
  changes: readonly Change[],
  hasLocalChanges: (entity: SyncEntity, id: string) => boolean,
): PullPlan {
  const latest = new Map<string, Change>();
  for (const change of changes) {
    const key = `${change.entity}\u0000${change.id}`;
    const seen = latest.get(key);
    if (!seen || seen.revision <= change.revision) {
      latest.delete(key);
      latest.set(key, change);
    }
  }
  const plan: PullPlan = { puts: [], deletes: [], skipped: [] };
  for (const change of latest.values()) {
    const { entity, id } = change;
    if (hasLocalChanges(entity, id)) plan.skipped.push({ entity, id });
    else if (change.deleted) plan.deletes.push({ entity, id });
    else if (isRecord(change.data, id)) plan.puts.push({ entity, record: change.data });
  }
  return plan;
}
