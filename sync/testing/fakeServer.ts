import {
  isSamePrinting,
  mergeConditionEntry,
  type PrintingIdentity as Printing,
} from '../../src/domain/cards/addToCollectionMerge';
import type { Change, ConditionQuantity, SyncEntity } from '../../src/domain/schemas';
import type { SyncMethod, SyncTransport, TransportAnswer } from '../ports';
import { answerLedgerCall, type FakeLedgerStore } from './fakeLedger';

/** A fault the next matching call suffers. */
export type Fault =
  | 'drop-request' // never reaches the server: network error
  | 'drop-response' // the server commits, the answer is lost: network error
  | 'error-500'
  | 'error-401'
  /** A push batch refused as a whole (a proxy's body limit, say): 413. */
  | 'refuse-batch';

type Row = { id: string } & Record<string, unknown>;
const ENTITY_BY_SEGMENT: Record<string, SyncEntity> = { collections: 'collections', cards: 'cards' };

/**
 * An in-memory stand-in for /api/v1 with the protocol's parts the engine relies on: idempotency keys
 * answered from store, revisions, tombstones, the change feed, partial PUT, cascade of a collection's
 * cards. The real server is exercised by tests/integration; this one makes unit tests fast and exact.
 */
export class FakeServer implements SyncTransport {
  readonly tables: Record<SyncEntity, Map<string, Row>> = {
    collections: new Map(),
    cards: new Map(),
    sealedDefinitions: new Map(),
    sealedProducts: new Map(),
    transactions: new Map(),
    marketPrices: new Map(),
  };
  readonly calls: { method: SyncMethod; path: string; body?: unknown; idempotencyKey?: string }[] = [];
  /** Every write the server handled, alone or inside a push batch, replays included, in order. */
  readonly mutations: { method: SyncMethod; path: string; body?: unknown; idempotencyKey?: string }[] = [];
  readonly faults: Fault[] = [];
  /** Answers 400 with this message to any create whose name equals the key. */
  readonly refuseNames = new Map<string, string>();
  /** Answers 500 to any create whose name is in the set (the server failing on one record). */
  readonly crashNames = new Set<string>();
  private readonly feed: Change[] = [];
  private readonly answered = new Map<string, { fingerprint: string; answer: TransportAnswer }>();
  private revision = 0;
  private nextId = 1;

  async send(method: SyncMethod, path: string, options: { body?: unknown; idempotencyKey?: string } = {}) {
    this.calls.push({ method, path, ...options });
    const fault = this.faults.shift();
    if (fault === 'drop-request') throw new Error('Failed to fetch');
    if (fault === 'error-500') return fail(500, 'Internal error');
    if (fault === 'error-401') return fail(401, 'Unauthorized');
    if (fault === 'refuse-batch' && path === '/sync/push') return fail(413, 'Request body is too large');
    const answer =
      method === 'POST' && path === '/sync/push'
        ? this.pushBatch(options.body)
        : this.answerOnce(method, path, options.body, options.idempotencyKey);
    if (fault === 'drop-response') throw new Error('Failed to fetch');
    return structuredClone(answer);
  }

  /** One call as the real server answers it: a repeated Idempotency-Key gets the stored answer. */
  private answerOnce(
    method: SyncMethod,
    path: string,
    body: unknown,
    key: string | undefined,
  ): TransportAnswer {
    if (method !== 'GET') {
      this.mutations.push({ method, path, ...(body === undefined ? {} : { body }), idempotencyKey: key });
    }
    const fingerprint = JSON.stringify([method, path, body ?? null]);
    const stored = key === undefined ? undefined : this.answered.get(key);
    if (stored)
      return stored.fingerprint === fingerprint ? stored.answer : fail(422, 'Idempotency key reused');
    const answer = this.handle(method, path, body);
    // Like the real server, a refused call stores no key: the user's fix may go under the same one.
    if (key !== undefined && method !== 'GET' && answer.ok) this.answered.set(key, { fingerprint, answer });
    return answer;
  }

  /** `POST /sync/push`: each entry answered as if sent alone, stopping after a 5xx or 401. */
  private pushBatch(body: unknown): TransportAnswer {
    const { mutations } = body as {
      mutations: { mutationId: string; method: SyncMethod; path: string; body?: unknown }[];
    };
    const results: { mutationId: string; status: number; body: unknown }[] = [];
    for (const mutation of mutations) {
      const answer = this.answerOnce(mutation.method, mutation.path, mutation.body, mutation.mutationId);
      const envelope = answer.ok
        ? { success: true, data: answer.data }
        : { success: false, error: { message: answer.message } };
      results.push({ mutationId: mutation.mutationId, status: answer.status, body: envelope });
      if (answer.status >= 500 || answer.status === 401) break;
    }
    return ok(200, { results });
  }

  /** The ledger routes (fakeLedger.ts) write through the same tables and change feed. */
  private readonly ledgerStore: FakeLedgerStore = {
    tables: this.tables,
    newId: () => `real-${this.nextId++}`,
    write: (entity, row) => this.write(entity, row),
    remove: (entity, id) => this.remove(entity, id),
  };

  rows(entity: SyncEntity): Row[] {
    return [...this.tables[entity].values()];
  }

  private handle(method: SyncMethod, path: string, body: unknown): TransportAnswer {
    const [route, query = ''] = path.split('?');
    const [, segment, id, action] = route.split('/');
    if (method === 'GET' && segment === 'sync') return this.changes(new URLSearchParams(query));
    if (segment === 'transactions') {
      const ledger = answerLedgerCall(this.ledgerStore, method, route, body);
      if (ledger) return ledger;
    }
    const entity = ENTITY_BY_SEGMENT[segment];
    if (!entity) return fail(404, 'Not found');
    const table = this.tables[entity];
    const fields = (body ?? {}) as Record<string, unknown>;
    if (method === 'POST' && entity === 'collections' && id === 'default') {
      const existing = this.rows('collections');
      const found = existing.find((row) => row.isDefault) ?? existing[0];
      if (found) return ok(200, found);
    }
    if (method === 'POST' && entity === 'cards' && id === 'add-to-collection') {
      const merged = this.addToCollection(fields);
      if (merged) return ok(200, merged);
    }
    const cardCreate = entity === 'cards' && (id === 'add-to-collection' || id === 'add-individual');
    if (
      method === 'POST' &&
      (id === undefined || cardCreate || (entity === 'collections' && id === 'default'))
    ) {
      if (this.crashNames.has(String(fields.name))) return fail(500, 'Internal error');
      const refusal = this.refuseNames.get(String(fields.name));
      if (refusal) return fail(400, refusal);
      if (entity === 'cards' && !this.tables.collections.has(String(fields.collectionId))) {
        return fail(404, 'Collection not found');
      }
      const row: Row = { ...fields, id: `real-${this.nextId++}` };
      if (entity === 'collections') row.isDefault = this.tables.collections.size === 0;
      return ok(201, this.write(entity, row));
    }
    const row = id === undefined ? undefined : table.get(id);
    if (!row) return fail(404, entity === 'cards' ? 'Card not found' : 'Collection not found');
    if (method === 'PUT' && action === 'set-default') {
      for (const other of table.values())
        if (other.isDefault) this.write(entity, { ...other, isDefault: false });
      return ok(200, this.write(entity, { ...row, isDefault: true }));
    }
    if (method === 'PUT') return ok(200, this.write(entity, { ...row, ...fields, id: row.id }));
    if (method === 'DELETE') {
      this.remove(entity, row.id);
      if (entity === 'collections') {
        for (const card of this.rows('cards'))
          if (card.collectionId === row.id) this.remove('cards', card.id);
      }
      return ok(200, { id: row.id });
    }
    return fail(405, 'Method not allowed');
  }

  /** `add-to-collection` as the real server merges it: into the oldest copy of the same printing. */
  private addToCollection(fields: Record<string, unknown>): Row | null {
    const existing = this.rows('cards').find(
      (card) =>
        card.collectionId === fields.collectionId &&
        isSamePrinting(card as unknown as Printing, fields as unknown as Printing),
    );
    if (!existing) return null;
    const [entry] = fields.conditionQuantities as ConditionQuantity[];
    const rows = mergeConditionEntry(existing.conditionQuantities as ConditionQuantity[], entry);
    return this.write('cards', { ...existing, conditionQuantities: rows });
  }

  private write(entity: SyncEntity, row: Row): Row {
    this.tables[entity].set(row.id, row);
    this.feed.push({
      entity,
      id: row.id,
      revision: ++this.revision,
      deleted: false,
      data: structuredClone(row),
    });
    return row;
  }

  private remove(entity: SyncEntity, id: string) {
    this.tables[entity].delete(id);
    this.feed.push({ entity, id, revision: ++this.revision, deleted: true, data: null });
  }

  private changes(query: URLSearchParams): TransportAnswer {
    const since = Number(query.get('since') ?? 0);
    const limit = Number(query.get('limit') ?? 500);
    const latest = new Map<string, Change>();
    for (const change of this.feed)
      if (change.revision > since) latest.set(`${change.entity}/${change.id}`, change);
    const ordered = [...latest.values()].sort((a, b) => a.revision - b.revision);
    const page = ordered.slice(0, limit);
    const cursor = page.length > 0 ? page[page.length - 1].revision : since;
    return ok(200, { changes: page, cursor, hasMore: ordered.length > limit });
  }
}

function ok(status: number, data: unknown): TransportAnswer {
  return { status, ok: true, data: structuredClone(data), message: null };
}

function fail(status: number, message: string): TransportAnswer {
  return { status, ok: false, data: undefined, message };
}
