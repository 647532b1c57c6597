import { NOT_FIRED } from '../../src/domain/alerts/schema';
import { API, type Endpoint, findEndpoint } from '../../src/domain/api';
import {
  mergeConditionEntry,
  oldestSamePrinting,
  type PrintingIdentity as Printing,
} from '../../src/domain/cards/addToCollectionMerge';
import { NOT_FOUND_TEXTS } from '../../src/domain/entities/notFound';
import { ownedBy } from '../../src/domain/entities/registry';
import { withPlace } from '../../src/domain/locations/place';
import type { FiledCopy } from '../../src/domain/locations/schema';
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
const { collections, cards, locations, wants, alerts } = API;
/** The endpoints this double answers, by the table they write. */
const AREAS = [
  { entity: 'collections', endpoints: Object.values(collections) as Endpoint[] },
  { entity: 'cards', endpoints: Object.values(cards) as Endpoint[] },
  { entity: 'locations', endpoints: Object.values(locations) as Endpoint[] },
  { entity: 'wants', endpoints: Object.values(wants) as Endpoint[] },
  { entity: 'alerts', endpoints: Object.values(alerts) as Endpoint[] },
] as const;
/** The ledger's calls, answered with the ledger's own functions (fakeLedger.ts). */
const LEDGER_CALLS: readonly Endpoint[] = [
  API.transactions.unified,
  API.transactions.update,
  API.transactions.delete,
];
const CREATES: readonly Endpoint[] = [
  collections.create,
  collections.ensureDefault,
  cards.create,
  cards.addIndividual,
  cards.addToCollection,
  locations.create,
  wants.create,
  alerts.create,
];

/**
 * An in-memory stand-in for /api/v1 with the protocol's parts the engine relies on: idempotency keys
 * answered from store, revisions, tombstones, the change feed, partial PUT, cascade of what a
 * collection owns (the entity registry). The real server is exercised by tests/integration; this one makes unit tests fast and exact.
 */
export class FakeServer implements SyncTransport {
  readonly tables: Record<SyncEntity, Map<string, Row>> = {
    collections: new Map(),
    cards: new Map(),
    sealedDefinitions: new Map(),
    sealedProducts: new Map(),
    transactions: new Map(),
    marketPrices: new Map(),
    locations: new Map(),
    wants: new Map(),
    alerts: new Map(),
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
  /** Creation order as sortable text: the rows carry only what the client sent, as the tests expect. */
  private readonly createdAt = new Map<string, string>();

  async send(method: SyncMethod, path: string, options: { body?: unknown; idempotencyKey?: string } = {}) {
    this.calls.push({ method, path, ...options });
    const fault = this.faults.shift();
    if (fault === 'drop-request') throw new Error('Failed to fetch');
    if (fault === 'error-500') return fail(500, 'Internal error');
    if (fault === 'error-401') return fail(401, 'Unauthorized');
    if (fault === 'refuse-batch' && path === API.sync.push.path)
      return fail(413, 'Request body is too large');
    const answer =
      method === API.sync.push.method && path === API.sync.push.path
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
    const found = findEndpoint(method, path);
    if (found?.endpoint === API.sync.changes) return this.changes(new URLSearchParams(path.split('?')[1]));
    if (found && LEDGER_CALLS.includes(found.endpoint)) {
      const ledger = answerLedgerCall(this.ledgerStore, method, path.split('?')[0], body);
      if (ledger) return ledger;
    }
    const entity = AREAS.find((area) => found && area.endpoints.includes(found.endpoint))?.entity;
    if (!found || !entity) return fail(404, 'Not found');
    const { endpoint } = found;
    const id = found.params.id as string | undefined;
    const table = this.tables[entity];
    const fields = (body ?? {}) as Record<string, unknown>;
    if (endpoint === collections.ensureDefault) {
      const existing = this.rows('collections');
      const current = existing.find((row) => row.isDefault) ?? existing[0];
      if (current) return ok(200, current);
    }
    if (endpoint === cards.addToCollection) {
      const merged = this.addToCollection(fields);
      if (merged) return ok(200, merged);
    }
    if (endpoint === wants.createMany) return this.createWants(fields.wants as Row[]);
    if (CREATES.includes(endpoint)) {
      if (this.crashNames.has(String(fields.name))) return fail(500, 'Internal error');
      const refusal = this.refuseNames.get(String(fields.name));
      if (refusal) return fail(400, refusal);
      if (entity === 'cards' && !this.tables.collections.has(String(fields.collectionId))) {
        return fail(404, NOT_FOUND_TEXTS.collections);
      }
      // An alert starts unfired, as the real server's columns default.
      const row: Row = { ...(entity === 'alerts' ? NOT_FIRED : {}), ...fields, id: `real-${this.nextId}` };
      this.createdAt.set(row.id, String(this.nextId++).padStart(12, '0'));
      if (entity === 'collections') row.isDefault = this.tables.collections.size === 0;
      return ok(201, this.write(entity, row));
    }
    const row = id === undefined ? undefined : table.get(id);
    if (!row) return fail(404, NOT_FOUND_TEXTS[entity]);
    if (endpoint === collections.setDefault) {
      for (const other of table.values())
        if (other.isDefault) this.write(entity, { ...other, isDefault: false });
      return ok(200, this.write(entity, { ...row, isDefault: true }));
    }
    if (
      endpoint === collections.update ||
      endpoint === cards.update ||
      endpoint === locations.rename ||
      endpoint === wants.update ||
      endpoint === alerts.update
    ) {
      return ok(200, this.write(entity, { ...row, ...fields, id: row.id }));
    }
    if (endpoint === locations.fileCopies) return this.fileCopies(row.id, fields.copies as FiledCopy[]);
    if (endpoint === locations.delete) this.unfileFrom(row.id, (fields.moveTo ?? null) as string | null);
    if (
      endpoint === collections.delete ||
      endpoint === cards.delete ||
      endpoint === locations.delete ||
      endpoint === wants.delete ||
      endpoint === alerts.delete
    ) {
      this.remove(entity, row.id);
      for (const { entity: owned, field } of ownedBy(entity)) {
        for (const child of this.rows(owned)) if (child[field] === row.id) this.remove(owned, child.id);
      }
      return ok(200, { id: row.id });
    }
    return fail(405, 'Method not allowed');
  }

  /** `POST /wants/batch` as the real server answers it: every want created, `idMapping` by temp id. */
  private createWants(batch: Row[]): TransportAnswer {
    const named = batch.map((want) => want.collectionId).filter((id) => id !== null && id !== undefined);
    if (named.some((id) => !this.tables.collections.has(String(id))))
      return fail(404, NOT_FOUND_TEXTS.collections);
    const idMapping: Record<string, string> = {};
    for (const { id, ...fields } of batch) {
      const row: Row = { ...fields, id: `real-${this.nextId}` };
      this.createdAt.set(row.id, String(this.nextId++).padStart(12, '0'));
      idMapping[id] = this.write('wants', row).id;
    }
    return ok(201, { idMapping });
  }

  /** Move to… as the real server files copies (server/locations/fileCopies.ts), none when one is unknown. */
  private fileCopies(locationId: string, copies: FiledCopy[]): TransportAnswer {
    if (copies.some((copy) => !this.tables.cards.has(copy.id))) return fail(404, NOT_FOUND_TEXTS.cards);
    const filed = copies.map(({ id, ...place }) =>
      this.write('cards', { ...(this.tables.cards.get(id) as Row), locationId, ...place }),
    );
    return ok(200, filed);
  }

  /** Deleting a location moves its copies, as the real server does (server/locations/mutations.ts). */
  private unfileFrom(locationId: string, moveTo: string | null) {
    for (const card of this.rows('cards')) {
      if (card.locationId === locationId)
        this.write('cards', withPlace(card, { locationId: moveTo, page: null, slot: null }));
    }
  }

  /** `add-to-collection` as the real server merges it: into the oldest copy of the same printing. */
  private addToCollection(fields: Record<string, unknown>): Row | null {
    const copies = this.rows('cards')
      .filter((card) => card.collectionId === fields.collectionId)
      .map((card) => ({
        ...(card as unknown as Printing),
        id: card.id,
        createdAt: this.createdAt.get(card.id) ?? '',
      }));
    const oldest = oldestSamePrinting(copies, fields as unknown as Printing);
    const existing = oldest && this.tables.cards.get(oldest.id);
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
