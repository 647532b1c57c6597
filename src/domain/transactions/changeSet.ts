import type { ChangeSet, RecordOp, RecordRef, RowWrite, WritableTable } from '../changeSet';
import type { Card, SealedDefinition, SealedProduct, SyncEntity, Transaction } from '../schemas';

/** The records a draft or a delete refers to, by id (only those need to be there). */
export interface LedgerRecords {
  cards: ReadonlyMap<string, Card>;
  sealedProducts: ReadonlyMap<string, SealedProduct>;
  /** The definitions sealed lines that create instances name (their name, set and type are copied). */
  sealedDefinitions: ReadonlyMap<string, SealedDefinition>;
  /** Of the locations `ReferencedIds.locations` names, the ones that still exist. */
  locations: ReadonlySet<string>;
}

type ChangeOp = RecordOp;
type ChangeRecord = RecordRef;

/** Everything one transaction (or its delete) does, as whole rows to write and ids to delete. */
export interface LedgerChangeSet {
  /** The transaction row to put; null for a delete. */
  transaction: Transaction | null;
  /** The transaction's id to delete; null for a create. */
  deleteTransactionId: string | null;
  put: { cards: Card[]; sealedProducts: SealedProduct[] };
  delete: { cards: string[]; sealedProducts: string[] };
  /** Every record touched, the transaction first, in the order they were first touched. */
  records: ChangeRecord[];
}

/** The ids a record is created under; called once per record, in an order fixed by the input alone. */
export type AllocateId = (entity: SyncEntity) => string;

export type LedgerEntity = 'cards' | 'sealedProducts';
export type RowOf<E extends LedgerEntity> = E extends 'cards' ? Card : SealedProduct;

/**
 * The working copies of the records a plan touches. Rows are copied on first touch, so `current` is
 * never changed; at the end the touched rows become the change set.
 */
export class LedgerWorkspace {
  private readonly rows = {
    cards: new Map<string, Card>(),
    sealedProducts: new Map<string, SealedProduct>(),
  };
  private readonly ops = new Map<string, ChangeRecord>();

  constructor(
    readonly current: LedgerRecords,
    /** Stamped as `updatedAt` on every row written, and `createdAt` on new rows. */
    readonly now: string,
  ) {}

  /** The record as this plan has it so far: undefined if it is not there (or was deleted). */
  find<E extends LedgerEntity>(entity: E, id: string): RowOf<E> | undefined {
    const key = `${entity}:${id}`;
    if (this.ops.get(key)?.op === 'delete') return undefined;
    const touched = this.rows[entity].get(id);
    if (touched) return touched as RowOf<E>;
    const stored = this.current[entity].get(id);
    return stored ? (structuredClone(stored) as RowOf<E>) : undefined;
  }

  /** Writes a row back; `created` for a record that is not in `current` (new, or brought back). */
  put<E extends LedgerEntity>(entity: E, row: RowOf<E>, created = false): void {
    const key = `${entity}:${row.id}`;
    // A record brought back keeps when it was first made; a new one (createdAt '') is made now.
    const stamped = { ...row, createdAt: row.createdAt || this.now, updatedAt: this.now };
    (this.rows[entity] as Map<string, RowOf<E>>).set(row.id, stamped);
    const before = this.ops.get(key);
    if (before?.op === 'delete') before.op = 'update';
    else if (!before) this.ops.set(key, { entity, id: row.id, op: created ? 'create' : 'update' });
  }

  remove(entity: LedgerEntity, id: string): void {
    const key = `${entity}:${id}`;
    this.rows[entity].delete(id);
    const before = this.ops.get(key);
    if (before?.op === 'create') this.ops.delete(key);
    else if (before) before.op = 'delete';
    else this.ops.set(key, { entity, id, op: 'delete' });
  }

  /** `transactionOp` is 'update' for an edit: the transaction keeps its id and is rewritten. */
  toChangeSet(
    transaction: Transaction | null,
    deleteTransactionId: string | null,
    transactionOp: 'create' | 'update' = 'create',
  ): LedgerChangeSet {
    const records = [...this.ops.values()];
    const head: ChangeRecord = transaction
      ? { entity: 'transactions', id: transaction.id, op: transactionOp }
      : { entity: 'transactions', id: deleteTransactionId ?? '', op: 'delete' };
    const ids = (entity: LedgerEntity, op: (op: ChangeOp) => boolean) =>
      records.filter((record) => record.entity === entity && op(record.op)).map((record) => record.id);
    const written = (op: ChangeOp) => op !== 'delete';
    return {
      transaction,
      deleteTransactionId,
      put: {
        cards: ids('cards', written).map((id) => this.rows.cards.get(id) as Card),
        sealedProducts: ids('sealedProducts', written).map(
          (id) => this.rows.sealedProducts.get(id) as SealedProduct,
        ),
      },
      delete: {
        cards: ids('cards', (op) => op === 'delete'),
        sealedProducts: ids('sealedProducts', (op) => op === 'delete'),
      },
      records: [head, ...records],
    };
  }
}

/** The ledger's change set as the device stores it: its rows and its records (src/db/commit.ts). */
export function ledgerChanges(changes: LedgerChangeSet): ChangeSet {
  const deleted = (table: WritableTable, ids: readonly string[]): RowWrite[] =>
    ids.map((id) => ({ table, id, row: null }));
  const written = (table: WritableTable, rows: readonly { id: string }[]): RowWrite[] =>
    rows.map((row) => ({ table, id: row.id, row }));
  return {
    writes: [
      ...written('transactions', changes.transaction ? [changes.transaction] : []),
      ...deleted('transactions', changes.deleteTransactionId ? [changes.deleteTransactionId] : []),
      ...deleted('cards', changes.delete.cards),
      ...deleted('sealedProducts', changes.delete.sealedProducts),
      ...written('cards', changes.put.cards),
      ...written('sealedProducts', changes.put.sealedProducts),
    ],
    records: changes.records,
  };
}
