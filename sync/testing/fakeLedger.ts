import { NOT_FOUND_TEXTS } from '../../src/domain/entities/notFound';
import type { SyncEntity, Transaction } from '../../src/domain/schemas';
import { TransactionEdit, TransactionInput, UnifiedTransactionInput } from '../../src/domain/schemas';
import {
  allocatedIds,
  draftReferences,
  editedInput,
  editReferences,
  type LedgerChangeSet,
  type LedgerRecords,
  LedgerRefusal,
  planTransaction,
  planTransactionDelete,
  planTransactionEdit,
  type ReferencedIds,
  transactionReferences,
} from '../../src/domain/transactions';
import type { TransportAnswer } from '../ports';

type Row = { id: string } & Record<string, unknown>;

/** What the fake server lends its ledger routes: its tables, id source and writes (with the change feed). */
export interface FakeLedgerStore {
  tables: Record<SyncEntity, Map<string, Row>>;
  newId(): string;
  write(entity: SyncEntity, row: Row): void;
  remove(entity: SyncEntity, id: string): void;
}

const answer = (status: number, data: unknown): TransportAnswer => ({
  status,
  ok: status < 400,
  data: status < 400 ? structuredClone(data) : undefined,
  message: status < 400 ? null : String(data),
});

function load(store: FakeLedgerStore, ids: ReferencedIds): LedgerRecords {
  const pick = (entity: SyncEntity, wanted: string[]) =>
    new Map(
      wanted.flatMap((id) => (store.tables[entity].has(id) ? [[id, store.tables[entity].get(id)]] : [])),
    );
  return {
    cards: pick('cards', ids.cards),
    sealedProducts: pick('sealedProducts', ids.sealedProducts),
    sealedDefinitions: pick('sealedDefinitions', ids.sealedDefinitions),
  } as unknown as LedgerRecords;
}

function apply(store: FakeLedgerStore, change: LedgerChangeSet) {
  if (change.transaction) store.write('transactions', change.transaction as unknown as Row);
  if (change.deleteTransactionId) store.remove('transactions', change.deleteTransactionId);
  for (const id of change.delete.cards) store.remove('cards', id);
  for (const id of change.delete.sealedProducts) store.remove('sealedProducts', id);
  for (const row of change.put.cards) store.write('cards', row as unknown as Row);
  for (const row of change.put.sealedProducts) store.write('sealedProducts', row as unknown as Row);
}

/**
 * `POST /transactions/unified`, `PUT` (an edit) and `DELETE /transactions/{id}` as the real server answers them, with
 * the same ledger functions (src/domain/transactions): the change set applied whole, `idMapping` of
 * the device's `clientIds`, a refusal as its status and message. Null for any other call.
 */
export function answerLedgerCall(
  store: FakeLedgerStore,
  method: string,
  route: string,
  body: unknown,
): TransportAnswer | null {
  const [, , id] = route.split('/');
  try {
    if (method === 'POST' && id === 'unified') {
      const parsed = UnifiedTransactionInput.safeParse(body);
      if (!parsed.success) return answer(400, parsed.error.issues[0]?.message ?? 'Invalid transaction');
      const { clientIds = [], ...draft } = parsed.data;
      if (!store.tables.collections.has(draft.collectionId)) return answer(404, NOT_FOUND_TEXTS.collections);
      const allocated: string[] = [];
      const change = planTransaction(
        draft,
        load(store, draftReferences(draft)),
        () => {
          allocated.push(store.newId());
          return allocated[allocated.length - 1];
        },
        new Date().toISOString(),
      );
      apply(store, change);
      const idMapping = Object.fromEntries(clientIds.map((clientId, index) => [clientId, allocated[index]]));
      return answer(201, { ...change.transaction, idMapping });
    }
    if (method === 'PUT' && id !== undefined) return answerEdit(store, id, body);
    if (method === 'DELETE' && id !== undefined) {
      const row = store.tables.transactions.get(id);
      if (!row) return answer(404, NOT_FOUND_TEXTS.transactions);
      const transaction = row as never;
      const change = planTransactionDelete(
        transaction,
        load(store, transactionReferences(transaction)),
        new Date().toISOString(),
      );
      apply(store, change);
      return answer(200, { id });
    }
  } catch (error) {
    if (error instanceof LedgerRefusal) return answer(error.status, error.message);
    throw error;
  }
  return null;
}

/** `PUT /transactions/{id}` with the whole draft (what `editTransaction` sends): the ledger's edit. */
function answerEdit(store: FakeLedgerStore, id: string, body: unknown): TransportAnswer {
  const row = store.tables.transactions.get(id);
  if (!row) return answer(404, NOT_FOUND_TEXTS.transactions);
  const old = row as unknown as Transaction;
  const parsed = TransactionEdit.safeParse(body);
  if (!parsed.success) return answer(400, parsed.error.issues[0]?.message ?? 'Invalid transaction');
  const { clientIds = [], ...edit } = parsed.data;
  const draft = TransactionInput.safeParse(editedInput(old, edit));
  if (!draft.success) return answer(400, draft.error.issues[0]?.message ?? 'Invalid transaction');
  const current = load(store, editReferences(old, draft.data));
  const change = planTransactionEdit(old, draft.data, current, () => store.newId(), new Date().toISOString());
  apply(store, change);
  const allocated = allocatedIds(change.transaction as Transaction);
  const idMapping = Object.fromEntries(clientIds.map((clientId, index) => [clientId, allocated[index]]));
  return answer(200, { ...change.transaction, idMapping });
}
