import type { RecordRef } from '../../domain/changeSet';
import { findTempIds } from '../../domain/sync/tempIds';
import { isChangeSet, isUnsent, type OutboxDraft, type OutboxEntry, opOn, subjectOf } from './types';

/** A change set rewriting a saved transaction (`editTransaction`): its subject, the transaction, is updated. */
export const isLedgerEdit = (draft: Pick<OutboxDraft, 'records'>): boolean =>
  isChangeSet(draft) && subjectOf(draft).entity === 'transactions' && subjectOf(draft).op === 'update';

/**
 * An edit of a transaction whose create is still unsent becomes that create (README.md, row 10): the
 * POST carries the edit's draft and `clientIds` (the edit gave the records the create made their own
 * ids again, in the same allocation order), and lists the records of both — a record the create made
 * and the edit removed never reaches the server. Only when nothing queued after the create touches
 * their records (a later call would then see the records as the create leaves them) and no record the
 * edit names is created later in the queue. Answers the rewritten create, or null to append the edit.
 */
export function mergeEditIntoCreate(draft: OutboxDraft, related: readonly OutboxEntry[]): OutboxEntry | null {
  const transactionId = subjectOf(draft).id;
  const create = related.find(
    (entry) => subjectOf(entry).id === transactionId && subjectOf(entry).op === 'create',
  );
  if (!create || !isUnsent(create) || create.method !== 'POST') return null;
  // A record the create removed (a sale of a card's last copies) that the edit brings back is not the
  // create's to make: folded in, the POST would claim it among its own new records. The edit goes as a PUT.
  const removed = new Set(
    create.records.filter((record) => record.op === 'delete').map((record) => record.id),
  );
  if (draft.records.some((record) => removed.has(record.id) && record.op !== 'delete')) return null;
  const named = new Set([...draft.records, ...create.records].map((record) => record.id));
  const touchedLater = related.some(
    (entry) => entry.seq > create.seq && entry.records.some((record) => named.has(record.id)),
  );
  if (touchedLater) return null;
  for (const tempId of findTempIds(draft.body)) {
    if (related.some((entry) => entry.seq > create.seq && opOn(entry, tempId) === 'create')) return null;
  }
  const records = mergedRecords(create.records, draft.records);
  return {
    ...create,
    body: draft.body,
    records,
    recordIds: [...new Set(records.map((record) => record.id))],
  };
}

/** The records of a create followed by an edit, as one create: what the create made stays a create. */
function mergedRecords(created: readonly RecordRef[], edited: readonly RecordRef[]): RecordRef[] {
  const byKey = new Map<string, RecordRef>();
  const key = (record: RecordRef) => `${record.entity}:${record.id}`;
  for (const record of created) byKey.set(key(record), { ...record });
  for (const record of edited) {
    const before = byKey.get(key(record));
    if (!before) byKey.set(key(record), { ...record });
    else if (before.op === 'create' && record.op === 'delete') byKey.delete(key(record));
    else if (before.op !== 'create') before.op = record.op;
  }
  return [...byKey.values()];
}
