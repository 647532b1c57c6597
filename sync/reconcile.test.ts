import { describe, expect, it } from 'vitest';
import { reconcile } from './reconcile';

const C = 'temp-c0000000-0000-4000-8000-000000000000';
const T = 'temp-t0000000-0000-4000-8000-000000000000';
const K = 'temp-k0000000-0000-4000-8000-000000000000';
const D = 'temp-d0000000-0000-4000-8000-000000000000';
const mapping = { [C]: 'real-c', [T]: 'real-t', [K]: 'real-k', [D]: 'real-d' };

describe('reconcile', () => {
  it('re-keys the created row and rewrites every reference to it', () => {
    const collection = { id: C, name: 'Binder' };
    const card = {
      id: K,
      collectionId: C,
      conditionQuantities: [
        { condition: 'Near Mint', quantity: 1, transactionId: T },
        { condition: 'Played', quantity: 2, transactionId: null },
      ],
    };
    const sealed = { id: 'real-s', collectionId: C, definitionId: D, transactionId: T };
    const transaction = {
      id: T,
      collectionId: C,
      items: [
        { id: K, definitionId: null },
        { id: 'real-s', definitionId: D },
      ],
    };
    const untouched = { id: 'real-x', collectionId: 'real-other' };
    const result = reconcile({
      mapping,
      records: [
        { entity: 'collections', record: collection },
        { entity: 'cards', record: card },
        { entity: 'sealedProducts', record: sealed },
        { entity: 'transactions', record: transaction },
        { entity: 'cards', record: untouched },
      ],
      outbox: [],
      currentCollectionId: C,
    });
    expect(result.puts).toEqual([
      { entity: 'collections', record: { id: 'real-c', name: 'Binder' } },
      {
        entity: 'cards',
        record: {
          id: 'real-k',
          collectionId: 'real-c',
          conditionQuantities: [
            { condition: 'Near Mint', quantity: 1, transactionId: 'real-t' },
            { condition: 'Played', quantity: 2, transactionId: null },
          ],
        },
      },
      {
        entity: 'sealedProducts',
        record: { id: 'real-s', collectionId: 'real-c', definitionId: 'real-d', transactionId: 'real-t' },
      },
      {
        entity: 'transactions',
        record: {
          id: 'real-t',
          collectionId: 'real-c',
          items: [
            { id: 'real-k', definitionId: null },
            { id: 'real-s', definitionId: 'real-d' },
          ],
        },
      },
    ]);
    expect(result.deletes).toEqual([
      { entity: 'collections', id: C },
      { entity: 'cards', id: K },
      { entity: 'transactions', id: T },
    ]);
    expect(result.currentCollectionId).toBe('real-c');
    expect(card.collectionId).toBe(C);
  });

  it("rewrites waiting outbox entries' paths, bodies, change sets and parents, keeping their other fields", () => {
    const subject = (entity: 'collections' | 'cards', id: string, op: 'create' | 'update') => ({
      records: [{ entity, id, op }],
      recordIds: [id],
    });
    const rename = {
      seq: 4,
      mutationId: 'm4',
      path: `/collections/${C}`,
      body: { name: 'x' },
      ...subject('collections', C, 'update'),
    };
    const addCard = {
      seq: 5,
      mutationId: 'm5',
      path: '/cards',
      body: { collectionId: C, name: 'Bolt' },
      parentIds: [C],
      ...subject('cards', K, 'create'),
    };
    const setDefault = {
      seq: 6,
      mutationId: 'm6',
      path: `/collections/${C}/set-default`,
      body: null,
      ...subject('collections', C, 'update'),
    };
    const other = {
      seq: 7,
      mutationId: 'm7',
      path: '/collections/real-z',
      body: { name: 'z' },
      ...subject('collections', 'real-z', 'update'),
    };
    const result = reconcile({
      mapping: new Map([[C, 'real-c']]),
      records: [],
      outbox: [rename, addCard, setDefault, other],
      currentCollectionId: 'real-z',
    });
    expect(result.outbox).toEqual([
      {
        ...rename,
        path: '/collections/real-c',
        ...subject('collections', 'real-c', 'update'),
      },
      { ...addCard, body: { collectionId: 'real-c', name: 'Bolt' }, parentIds: ['real-c'] },
      {
        ...setDefault,
        path: '/collections/real-c/set-default',
        ...subject('collections', 'real-c', 'update'),
      },
    ]);
    expect(result.currentCollectionId).toBe('real-z');
    expect(result.puts).toEqual([]);
  });

  it('keeps a null current collection and returns nothing when no mapped id is present', () => {
    const result = reconcile({
      mapping,
      records: [{ entity: 'cards', record: { id: 'real-1', collectionId: 'real-2' } }],
      outbox: [
        {
          path: '/cards/real-1',
          body: { notes: `see ${C}` },
          records: [{ entity: 'cards' as const, id: 'real-1', op: 'update' as const }],
          recordIds: ['real-1'],
        },
      ],
      currentCollectionId: null,
    });
    expect(result).toEqual({ puts: [], deletes: [], outbox: [], currentCollectionId: null });
  });
});
