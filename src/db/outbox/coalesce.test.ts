import { describe, expect, it } from 'vitest';
import type { RecordOp } from '../../domain/changeSet';
import type { SyncEntity } from '../../domain/schemas';
import { planEnqueue, queuedWhole } from './coalesce';
import type { OutboxDraft, OutboxEntry } from './types';

const C = 'temp-c0000000-0000-4000-8000-000000000000';
const K = 'temp-k0000000-0000-4000-8000-000000000000';
const T = 'temp-t0000000-0000-4000-8000-000000000000';

/** The call's subject, as these tests name it: its change set is that record alone unless given. */
type Subject = { entity: SyncEntity; recordId: string; op: RecordOp };
type Over = Partial<OutboxEntry> & Partial<Subject>;

let nextSeq = 1;
function entry({ entity, recordId, op, ...rest }: Over & Subject): OutboxEntry {
  const partial = { entity, recordId, op, ...rest };
  const seq = partial.seq ?? nextSeq++;
  const records = partial.records ?? [{ entity, id: recordId, op }];
  return {
    records,
    recordIds: records.map((r) => r.id),
    seq,
    mutationId: `m-${seq}`,
    method: partial.op === 'create' ? 'POST' : partial.op === 'update' ? 'PUT' : 'DELETE',
    path: partial.op === 'create' ? `/${partial.entity}` : `/${partial.entity}/${partial.recordId}`,
    body: partial.op === 'delete' ? null : {},
    createdAt: '2024-05-01T10:00:00.000Z',
    attempts: 0,
    state: 'pending',
    tempRefs: [],
    namedTempIds: [],
    ...rest,
  };
}

/** The card K moved into another (already synced) collection: its latest parent is no longer C. */
const cardMovedToD = () =>
  entry({
    entity: 'cards',
    recordId: K,
    op: 'update',
    body: { collectionId: 'real-d' },
    parentIds: ['real-d'],
  });
const createCollection = (over: Over = {}) =>
  entry({
    entity: 'collections',
    recordId: C,
    op: 'create',
    body: { name: 'Binder', description: '' },
    ...over,
  });
const createCard = (over: Over = {}) =>
  entry({
    entity: 'cards',
    recordId: K,
    op: 'create',
    body: { name: 'Bolt', collectionId: C },
    parentIds: [C],
    ...over,
  });

/** A draft from the subject the tests name; `records` given in `over` replaces the subject alone. */
function draft({ entity, recordId, op, ...over }: Partial<OutboxDraft> & Subject): OutboxDraft {
  return {
    method: 'PUT',
    path: `/${entity}/${recordId}`,
    body: null,
    records: [{ entity, id: recordId, op }],
    ...over,
  };
}
const update = (
  recordId: string,
  body: unknown,
  over: Partial<OutboxDraft> & Partial<Subject> = {},
): OutboxDraft =>
  draft({
    entity: 'collections',
    recordId,
    op: 'update',
    method: 'PUT',
    path: `/collections/${recordId}`,
    body,
    ...over,
  });
const remove = (recordId: string, entity: SyncEntity = 'collections'): OutboxDraft =>
  draft({ entity, recordId, op: 'delete', method: 'DELETE', path: `/${entity}/${recordId}`, body: null });

describe('planEnqueue: create then update', () => {
  it('merges an update into the unsent create: one create with the merged body', () => {
    const create = createCollection();
    const plan = planEnqueue(update(C, { name: 'Trade binder' }), [create]);
    expect(plan.append).toBeNull();
    expect(plan.drop).toEqual([]);
    expect(plan.replace).toEqual([{ ...create, body: { name: 'Trade binder', description: '' } }]);
  });

  it("keeps a call whose body is not the record's fields apart from its create (soak seed 416650379)", () => {
    const card = createCard();
    const filing = update(
      K,
      { copies: [{ id: K, page: 3, slot: 2 }] },
      { entity: 'cards', method: 'POST', path: `/locations/${T}/file` },
    );
    expect(planEnqueue(filing, [card])).toMatchObject({ append: filing, replace: [], drop: [] });
    // The card's own PUT still merges into it.
    const edit = update(K, { notes: 'mint' }, { entity: 'cards', path: `/cards/${K}` });
    expect(planEnqueue(edit, [card]).replace).toEqual([
      { ...card, body: { ...(card.body as object), notes: 'mint' } },
    ]);
  });

  it('appends when the create is in flight, or was sent before (its answer may be lost)', () => {
    for (const sent of [
      createCollection({ state: 'inflight', attempts: 1 }),
      createCollection({ attempts: 1 }),
    ]) {
      const draft = update(C, { name: 'x' });
      expect(planEnqueue(draft, [sent])).toEqual({ drop: [], replace: [], append: draft, dropRecords: [] });
    }
  });

  it('merges a fix into a parked create: back in line, unsent, under a fresh key', () => {
    const parked = createCollection({
      state: 'failed',
      attempts: 1,
      lastError: 'Collection name is too long',
    });
    const plan = planEnqueue(update(C, { name: 'Short' }), [parked], () => 'fresh-key');
    const { lastError: _refusal, ...unparked } = parked;
    expect(plan.append).toBeNull();
    expect(plan.replace).toStrictEqual([
      {
        ...unparked,
        body: { name: 'Short', description: '' },
        state: 'pending',
        attempts: 0,
        mutationId: 'fresh-key',
      },
    ]);
  });

  it('merges two unsent updates of the same path, later fields winning', () => {
    const first = entry({
      entity: 'collections',
      recordId: 'real-1',
      op: 'update',
      body: { name: 'a', description: 'd' },
    });
    const plan = planEnqueue(update('real-1', { name: 'b' }), [first]);
    expect(plan.replace).toEqual([{ ...first, body: { name: 'b', description: 'd' } }]);
    expect(plan.append).toBeNull();
  });

  it('does not merge a body-less call such as set-default', () => {
    const create = createCollection();
    const setDefault = update(C, null, { path: `/collections/${C}/set-default` });
    expect(planEnqueue(setDefault, [create]).append).toBe(setDefault);
    const afterSetDefault = update(C, { name: 'x' });
    const queued = entry({ ...setDefault, entity: 'collections', recordId: C, op: 'update', body: null });
    expect(planEnqueue(afterSetDefault, [create, queued]).append).toBe(afterSetDefault);
  });

  it('keeps an update behind the create of a temp record it names', () => {
    const card = createCard({ seq: 10 });
    const otherCollection = entry({ entity: 'collections', recordId: T, op: 'create', seq: 11 });
    const move = update(K, { collectionId: T }, { entity: 'cards', path: `/cards/${K}`, parentIds: [T] });
    expect(planEnqueue(move, [card, otherCollection]).append).toBe(move);
    const earlierCollection = entry({ entity: 'collections', recordId: T, op: 'create', seq: 9 });
    const plan = planEnqueue(move, [card, earlierCollection]);
    expect(plan.append).toBeNull();
    expect(plan.replace[0]).toMatchObject({ seq: 10, body: { collectionId: T }, parentIds: [T] });
  });
});

describe('planEnqueue: delete', () => {
  it('drops an unsent create with its delete, along with its children and their rows', () => {
    const create = createCollection();
    const rename = entry({ entity: 'collections', recordId: C, op: 'update', body: { name: 'n' } });
    const card = createCard();
    const cardEdit = entry({ entity: 'cards', recordId: K, op: 'update', parentIds: [C] });
    const unrelated = entry({ entity: 'collections', recordId: 'real-9', op: 'update' });
    const plan = planEnqueue(remove(C), [create, rename, card, cardEdit, unrelated]);
    expect(plan.append).toBeNull();
    expect(plan.drop.sort((a, b) => a - b)).toEqual([create.seq, rename.seq, card.seq, cardEdit.seq]);
    expect(plan.dropRecords).toEqual([{ entity: 'cards', id: K }]);
    expect(plan.replace).toEqual([]);
  });

  it('follows dependents transitively', () => {
    const create = createCollection();
    const txn = entry({ entity: 'transactions', recordId: T, op: 'create', parentIds: [C] });
    const card = createCard({ parentIds: [C, T] });
    const sealed = entry({ entity: 'sealedProducts', recordId: 'temp-s', op: 'create', parentIds: [T] });
    const plan = planEnqueue(remove(C), [create, txn, card, sealed]);
    expect(plan.drop).toHaveLength(4);
    expect(plan.dropRecords.map((r) => r.id).sort()).toEqual([K, T, 'temp-s'].sort());
  });

  it('keeps the delete when the create was sent, dropping only unsent updates', () => {
    const create = createCollection({ attempts: 2 });
    const rename = entry({ entity: 'collections', recordId: C, op: 'update' });
    const draft = remove(C);
    const plan = planEnqueue(draft, [create, rename]);
    expect(plan.append).toBe(draft);
    expect(plan.drop).toEqual([rename.seq]);
  });

  it('never touches an entry in flight', () => {
    const create = createCollection({ attempts: 1 });
    const inflight = entry({
      entity: 'collections',
      recordId: C,
      op: 'update',
      state: 'inflight',
      attempts: 1,
    });
    const card = createCard({ state: 'inflight', attempts: 1 });
    const draft = remove(C);
    const plan = planEnqueue(draft, [create, inflight, card]);
    expect(plan).toEqual({ drop: [], replace: [], append: draft, dropRecords: [] });
  });

  it("drops unsent children's entries of a synced record and queues its delete", () => {
    const card = createCard({ parentIds: ['real-c'] });
    const synced = entry({
      entity: 'cards',
      recordId: 'real-k',
      op: 'update',
      parentIds: ['real-c'],
      attempts: 0,
    });
    const draft = remove('real-c');
    const plan = planEnqueue(draft, [card, synced]);
    expect(plan.append).toBe(draft);
    expect(plan.drop.sort((a, b) => a - b)).toEqual([card.seq, synced.seq]);
    expect(plan.dropRecords).toEqual([{ entity: 'cards', id: K }]);
  });

  it("keeps a binder's create that a card's unsent filing names (the card sold since, then the binder deleted)", () => {
    const binder = entry({ entity: 'locations', recordId: T, op: 'create', body: { name: 'Binder' } });
    const filing = entry({
      entity: 'cards',
      recordId: 'real-k',
      op: 'update',
      body: { locationId: T, page: 1, slot: 4 },
      parentIds: ['real-c'],
      tempRefs: [T],
      namedTempIds: [T],
    });
    const plan = planEnqueue(remove(T, 'locations'), [binder, filing]);
    expect(plan.drop).toEqual([]);
    expect(plan.append).not.toBeNull();
    // Without the filing the two cancel out: the binder never reaches the server.
    const alone = planEnqueue(remove(T, 'locations'), [binder]);
    expect([alone.drop, alone.append]).toEqual([[binder.seq], null]);
  });

  it('judges a child by its latest parent: a card moved away stays', () => {
    const card = createCard();
    const moved = cardMovedToD();
    const plan = planEnqueue(remove(C), [createCollection(), card, moved]);
    expect(plan.dropRecords).toEqual([]);
    // Its create named the collection that never reaches the server: it becomes one create, in the
    // place of the move, in the collection it was moved to.
    expect(plan.replace).toEqual([
      { ...card, seq: moved.seq, body: { name: 'Bolt', collectionId: 'real-d' }, parentIds: ['real-d'] },
    ]);
    expect(plan.drop).toContain(card.seq);
    expect(plan.drop).not.toContain(moved.seq);
  });

  it("keeps a moved card's create as it is when the collection it was made in reaches the server", () => {
    const card = createCard();
    const moved = entry({
      entity: 'cards',
      recordId: K,
      op: 'update',
      body: { collectionId: T },
      parentIds: [T],
    });
    const plan = planEnqueue(remove(C), [createCollection({ attempts: 1 }), card, moved]);
    expect(plan.append).not.toBeNull();
    expect(plan.replace).toEqual([]);
    expect(plan.drop).toEqual([]);
  });

  it("turns an unsent move of a synced card into the deleted collection into the card's own DELETE", () => {
    // The server still has the card in its old collection: the cascade of this delete would miss it.
    const moved = entry({
      entity: 'cards',
      recordId: 'real-k',
      op: 'update',
      body: { collectionId: C, notes: 'x' },
      parentIds: [C],
    });
    const plan = planEnqueue(remove(C), [createCollection(), moved]);
    expect(plan.append).toBeNull();
    expect(plan.drop).not.toContain(moved.seq);
    const { op: _movedOp, ...movedWithoutOp } = moved as typeof moved & { op?: string };
    expect(plan.replace).toEqual([
      {
        ...movedWithoutOp,
        method: 'DELETE',
        body: null,
        parentIds: undefined,
        records: [{ entity: 'cards', id: 'real-k', op: 'delete' }],
      },
    ]);
    expect(plan.replace[0]).not.toHaveProperty('parentIds');
    expect(plan.dropRecords).toEqual([]);
  });

  it("keeps a synced card's own DELETE when its collection on the device is deleted", () => {
    // The card's unsent move into the collection was merged into this DELETE: on the server the card
    // is still elsewhere, so the collection's cascade would not take it (soak seed 260087844).
    const deleted = entry({
      entity: 'cards',
      recordId: 'real-k',
      op: 'delete',
      body: null,
      parentIds: ['real-c'],
    });
    const draft = remove('real-c');
    const plan = planEnqueue(draft, [deleted]);
    expect(plan.append).toBe(draft);
    expect(plan.drop).toEqual([]);
    expect(plan.replace).toEqual([]);
  });

  it('drops a parked create with its delete: the server refused it, so it never existed there', () => {
    const parked = createCollection({
      state: 'failed',
      attempts: 1,
      lastError: 'Collection name is required',
    });
    const plan = planEnqueue(remove(C), [parked]);
    expect(plan.append).toBeNull();
    expect(plan.drop).toEqual([parked.seq]);
  });

  it('leaves creates alone', () => {
    const draft: OutboxDraft = {
      method: 'POST',
      path: '/collections',
      body: {},
      records: [{ entity: 'collections', id: C, op: 'create' }],
    };
    expect(planEnqueue(draft, [])).toEqual({ drop: [], replace: [], append: draft, dropRecords: [] });
  });
});

describe('planEnqueue: change sets', () => {
  const A = 'temp-a0000000-0000-4000-8000-000000000000';
  const B = 'temp-b0000000-0000-4000-8000-000000000000';
  /** An unsent purchase: the transaction T and the cards A and B it creates, in collection `collectionId`. */
  const purchase = (collectionId = C, over: Partial<OutboxEntry> = {}) =>
    entry({
      entity: 'transactions',
      recordId: T,
      op: 'create',
      path: '/transactions/unified',
      body: { collectionId, type: 'purchase', clientIds: [T, A, B] },
      parentIds: [collectionId],
      records: [
        { entity: 'transactions', id: T, op: 'create' },
        { entity: 'cards', id: A, op: 'create' },
        { entity: 'cards', id: B, op: 'create' },
      ],
      tempRefs: [T, A, B, ...(collectionId.startsWith('temp-') ? [collectionId] : [])],
      ...over,
    });
  const editCard = (id: string, body: Record<string, unknown>, parentIds = [C]) =>
    entry({ entity: 'cards', recordId: id, op: 'update', body, parentIds, tempRefs: [id] });
  const deletePurchase: OutboxDraft = {
    method: 'DELETE',
    path: `/transactions/${T}`,
    body: null,
    records: [
      { entity: 'transactions', id: T, op: 'delete' },
      { entity: 'cards', id: A, op: 'delete' },
      { entity: 'cards', id: B, op: 'delete' },
    ],
  };

  it('drops an unsent purchase with its delete, and the edits of the cards it created', () => {
    const bought = purchase('real-c');
    const edit = editCard(A, { notes: 'x' }, ['real-c']);
    const plan = planEnqueue(deletePurchase, [bought, edit]);
    expect(plan.append).toBeNull();
    expect(plan.drop.sort((a, b) => a - b)).toEqual([bought.seq, edit.seq]);
    expect(plan.replace).toEqual([]);
  });

  it('sends the delete after a purchase that was sent', () => {
    const bought = purchase('real-c', { attempts: 1 });
    const edit = editCard(A, { notes: 'x' }, ['real-c']);
    const plan = planEnqueue(deletePurchase, [bought, edit]);
    expect(plan.append).toBe(deletePurchase);
    expect(plan.drop).toEqual([edit.seq]);
  });

  it('never merges an edit into the purchase that created the card', () => {
    const bought = purchase('real-c');
    const draft = update(A, { notes: 'x' }, { entity: 'cards', path: `/cards/${A}` });
    const plan = planEnqueue(draft, [bought]);
    expect(plan.append).toBe(draft);
    expect(plan.replace).toEqual([]);
  });

  it('keeps the purchase when one card it created is deleted: the card gets its own DELETE', () => {
    const bought = purchase('real-c');
    const edit = editCard(A, { notes: 'x' }, ['real-c']);
    const draft = { ...remove(A, 'cards'), parentIds: ['real-c'] };
    const plan = planEnqueue(draft, [bought, edit]);
    expect(plan.append).toBe(draft);
    expect(plan.drop).toEqual([edit.seq]);
    expect(plan.dropRecords).toEqual([]);
  });

  it('drops a purchase made in a collection that never reached the server, with its rows', () => {
    const bought = purchase();
    const plan = planEnqueue(remove(C), [createCollection(), bought]);
    expect(plan.append).toBeNull();
    expect(plan.drop).toContain(bought.seq);
    expect(plan.dropRecords).toEqual(
      expect.arrayContaining([
        { entity: 'transactions', id: T },
        { entity: 'cards', id: A },
        { entity: 'cards', id: B },
      ]),
    );
  });

  it('keeps a collection on its way to the server while a purchase in it must stay', () => {
    // Card A was moved out of the collection, so the purchase cannot vanish with it: the purchase
    // names the collection, which must then reach the server before its DELETE.
    const made = createCollection();
    const bought = purchase();
    const moved = editCard(A, { collectionId: 'real-d' }, ['real-d']);
    const plan = planEnqueue(remove(C), [made, bought, moved]);
    expect(plan.append).not.toBeNull();
    expect(plan.drop).not.toContain(made.seq);
    expect(plan.drop).not.toContain(bought.seq);
    expect(plan.dropRecords).toEqual([]);
  });
  it('appends a change set that creates or changes records without reading the outbox (queuedWhole)', () => {
    const { seq: _seq, mutationId: _key, createdAt: _at, attempts: _n, state: _state, ...draft } = purchase();
    expect(queuedWhole(draft)).toBe(true);
    // Whatever the outbox holds, the plan is the same as with nothing related: append it whole.
    expect(planEnqueue(draft, [purchase(), editCard(A, { notes: 'x' })])).toEqual(planEnqueue(draft, []));
    expect(queuedWhole(deletePurchase)).toBe(false);
    expect(queuedWhole({ ...draft, records: [{ entity: 'transactions', id: T, op: 'create' }] })).toBe(false);
  });
});

describe('planEnqueue: a sale that takes the last copies of an unsent card', () => {
  it('is appended whole and leaves the card’s create in place', () => {
    const card = createCard();
    const sale: OutboxDraft = {
      method: 'POST',
      path: '/transactions/unified',
      body: { type: 'sale' },
      records: [
        { entity: 'transactions', id: T, op: 'create' },
        { entity: 'cards', id: K, op: 'delete' },
      ],
    };
    const plan = planEnqueue(sale, [card]);
    expect(plan.append).toBe(sale);
    expect(plan.drop).toEqual([]);
    expect(plan.dropRecords).toEqual([]);
  });
});

describe('planEnqueue: a collection deleted after a sale in it', () => {
  it('keeps the move that brought the sold card in: the sale needs the card where the move left it', () => {
    // Randomized sync case (seed 20261121): a purchased card moved into a new collection and sold
    // there, then the collection deleted. Turning the move into the card's DELETE ahead of the sale
    // made the server refuse the sale.
    const S = 'temp-s0000000-0000-4000-8000-000000000000';
    const bought = entry({
      entity: 'transactions',
      recordId: T,
      op: 'create',
      parentIds: ['real-d'],
      records: [
        { entity: 'transactions', id: T, op: 'create' },
        { entity: 'cards', id: K, op: 'create' },
      ],
    });
    const moved = entry({
      entity: 'cards',
      recordId: K,
      op: 'update',
      body: { collectionId: C },
      parentIds: [C],
    });
    const sold = entry({
      entity: 'transactions',
      recordId: S,
      op: 'create',
      parentIds: [C],
      records: [
        { entity: 'transactions', id: S, op: 'create' },
        { entity: 'cards', id: K, op: 'delete' },
      ],
      tempRefs: [S, K, C],
    });
    const plan = planEnqueue(remove(C), [createCollection(), bought, moved, sold]);
    expect(plan.append).not.toBeNull();
    expect(plan.drop).toEqual([]);
    expect(plan.replace).toEqual([]);
    expect(plan.dropRecords).toEqual([]);
  });
});

describe('planEnqueue: a card a change set only changed', () => {
  it('lives where its own latest call put it, not in the change set’s collection', () => {
    // Soak seed 44455820: a card made in one new collection, adjusted there, moved to another, the
    // adjustment deleted, then the first collection deleted — all before sync. The card went with it.
    const made = createCollection();
    const card = createCard();
    const change = (op: 'create' | 'delete') =>
      entry({
        entity: 'transactions',
        recordId: T,
        op,
        parentIds: [C],
        records: [
          { entity: 'transactions', id: T, op },
          { entity: 'cards', id: K, op: 'update' },
        ],
      });
    const adjusted = change('create');
    const moved = cardMovedToD();
    const undone = change('delete');
    const plan = planEnqueue(remove(C), [made, card, adjusted, moved, undone]);
    expect(plan.dropRecords).not.toContainEqual({ entity: 'cards', id: K });
    expect(plan.drop).not.toContain(card.seq);
    expect(plan.drop).not.toContain(moved.seq);
  });
});

describe('planEnqueue: a card moved out of a new collection, then named by a change set', () => {
  const S = 'temp-s0000000-0000-4000-8000-000000000000';
  const movedToS = () =>
    entry({ entity: 'cards', recordId: K, op: 'update', body: { collectionId: S }, parentIds: [S] });
  const saleInS = () =>
    entry({
      entity: 'transactions',
      recordId: T,
      op: 'create',
      path: '/transactions/unified',
      parentIds: [S],
      records: [
        { entity: 'transactions', id: T, op: 'create' },
        { entity: 'cards', id: K, op: 'update' },
      ],
      tempRefs: [T, K, S],
    });

  it('rehomes the card’s create before the change set when its collection vanishes (soak seed 1201532489)', () => {
    const made = createCollection();
    const card = createCard();
    const other = entry({ entity: 'collections', recordId: S, op: 'create', body: { name: 'S' } });
    const moved = movedToS();
    const sale = saleInS();
    const plan = planEnqueue(remove(C), [made, card, other, moved, sale]);
    expect(plan.append).toBeNull();
    expect(plan.drop.sort((a, b) => a - b)).toEqual([made.seq, card.seq]);
    expect(plan.replace).toEqual([
      { ...card, seq: moved.seq, body: { name: 'Bolt', collectionId: S }, parentIds: [S] },
    ]);
  });

  it('keeps the collection’s create and queues its DELETE when the card’s calls cannot be folded', () => {
    const made = createCollection();
    const card = createCard();
    // A body-less call between the create and the move: no merged body can stand for both.
    const marked = entry({
      entity: 'cards',
      recordId: K,
      op: 'update',
      path: `/cards/${K}/mark`,
      body: null,
    });
    const other = entry({ entity: 'collections', recordId: S, op: 'create', body: { name: 'S' } });
    const moved = movedToS();
    const plan = planEnqueue(remove(C), [made, card, marked, other, moved, saleInS()]);
    expect(plan.append).not.toBeNull();
    expect(plan.drop).not.toContain(made.seq);
    expect(plan.drop).not.toContain(card.seq);
    expect(plan.replace).toEqual([]);
  });
});
