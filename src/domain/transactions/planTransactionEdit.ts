import type { z } from 'zod';
import {
  type SyncEntity,
  TRANSACTION_EFFECT_FIELDS,
  type Transaction,
  type TransactionDraft,
  type TransactionEdit,
  type TransactionInput,
} from '../schemas';
import { type AllocateId, type LedgerChangeSet, type LedgerRecords, LedgerWorkspace } from './changeSet';
import { applyDraft, refuseShapeOf } from './planTransaction';
import { reverseTransaction } from './planTransactionDelete';

type TransactionEditBody = z.input<typeof TransactionEdit>;

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

/** Whether a `PUT` body changes what the transaction did (else it only rewrites notes and partner). */
export const editsEffect = (edit: object) => TRANSACTION_EFFECT_FIELDS.some((field) => field in edit);

/**
 * The draft an edit asks for, unparsed: the saved transaction's fields with the ones sent replacing
 * them (`items` whole); the caller parses it as `TransactionInput`.
 */
export function editedInput(
  old: Transaction,
  edit: Omit<TransactionEditBody, 'clientIds'>,
): TransactionInput {
  const { id: _id, timestamp: _t, totalValue: _v, createdAt: _c, updatedAt: _u, items, ...fields } = old;
  const lines = items.map(({ ledger: _ledger, ...item }) => item);
  const defined = Object.fromEntries(Object.entries(edit).filter(([, value]) => value !== undefined));
  return { ...fields, items: lines, ...defined };
}

/**
 * The ids an edit (or a create) gave, in allocation order: the transaction, then the records each
 * line created. The device sends them as `clientIds`; the server maps each to its own.
 */
export const allocatedIds = (transaction: Pick<Transaction, 'id' | 'items'>): string[] => [
  transaction.id,
  ...transaction.items.flatMap(
    (line) => line.ledger?.received.filter((record) => record.created).map((record) => record.id) ?? [],
  ),
];
