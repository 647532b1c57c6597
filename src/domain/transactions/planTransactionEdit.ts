import type { SyncEntity, Transaction, TransactionDraft } from '../schemas';
import { type AllocateId, type LedgerChangeSet, type LedgerRecords, LedgerWorkspace } from './changeSet';
import { applyDraft, refuseShapeOf } from './planTransaction';
import { reverseTransaction } from './planTransactionDelete';

/**
 * The change set of editing a saved transaction: its old effect reversed and the draft's applied, in
 * one workspace, so the result is what a delete and a new create would leave (README.md, Edit). The
 * transaction keeps its id and when it was recorded. A record the old effect created and the reversal
 * removed is made again under the same id, in creation order, so a line that stays keeps its card or
 * instances; `allocateId` is called only past those. Refuses as `planTransaction` does (an edit that
 * takes more copies than are left: the oversell refusal) and then nothing changes.
 */
export function planTransactionEdit(
  old: Transaction,
  draft: TransactionDraft,
  current: LedgerRecords,
  allocateId: AllocateId,
  now: string,
): LedgerChangeSet {
  refuseShapeOf(draft);
  const work = new LedgerWorkspace(current, now);
  reverseTransaction(work, old);
  const freed = freedIds(work, old);
  const reuseOrAllocate: AllocateId = (entity) => freed.get(entity)?.shift() ?? allocateId(entity);
  const row = applyDraft(work, draft, old.id, reuseOrAllocate);
  const edited: Transaction = { ...row, timestamp: old.timestamp, createdAt: old.createdAt };
  return work.toChangeSet(edited, null, 'update');
}

/** The records the old transaction created that its reversal removed, by entity, in creation order. */
function freedIds(work: LedgerWorkspace, old: Transaction): Map<SyncEntity, string[]> {
  const freed = new Map<SyncEntity, string[]>([
    ['cards', []],
    ['sealedProducts', []],
  ]);
  for (const line of old.items) {
    for (const { entity, id, created } of line.ledger?.received ?? []) {
      if (created && !work.find(entity, id)) freed.get(entity)?.push(id);
    }
  }
  return freed;
}
