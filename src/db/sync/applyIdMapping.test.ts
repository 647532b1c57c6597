import { afterEach, describe, expect, it } from 'vitest';
import { createCollection } from '../collections/createCollection';
import { getCurrentCollectionId } from '../collections/currentCollection';
import { setDefaultCollection } from '../collections/setDefaultCollection';
import { commit } from '../commit';
import type { CardfolioDatabase } from '../database';
import { mutator } from '../outbox/mutator';
import { entriesMentioning } from '../outbox/queries';
import { freshDatabase, outboxCalls } from '../testing/database';
import { applyIdMapping } from './applyIdMapping';

let db: CardfolioDatabase;
afterEach(() => db?.delete());

const CARD = 'temp-k0000000-0000-4000-8000-000000000000';
const TXN = 'temp-t0000000-0000-4000-8000-000000000000';

async function addCard(collectionId: string) {
  await mutator(db, ['cards'], async () => {
    const conditionQuantities = [{ condition: 'Near Mint', quantity: 1, transactionId: TXN }];
    await db.cards.add({ id: CARD, collectionId, name: 'Bolt', conditionQuantities } as never);
    await commit(
      db,
      { writes: [], records: [{ entity: 'cards', id: CARD, op: 'create' }] },
      {
        method: 'POST',
        path: '/cards',
        body: { collectionId, name: 'Bolt', conditionQuantities },
        parentIds: [collectionId],
      },
    );
  });
}

describe('applyIdMapping', () => {
  it('re-keys the collection and every reference in one go, and remembers the mapping', async () => {
    db = freshDatabase();
    const collection = await createCollection(db, { name: 'Binder' });
    await addCard(collection.id);
    await setDefaultCollection(db, collection.id);
    const [create] = await db.outbox.orderBy('seq').toArray();
    await db.outbox.delete(create.seq);

    await applyIdMapping(db, { [collection.id]: 'real-c' }, 'collections');

    expect(await db.collections.toCollection().primaryKeys()).toEqual(['real-c']);
    expect(await db.cards.get(CARD)).toMatchObject({ collectionId: 'real-c' });
    expect(await getCurrentCollectionId(db)).toBe('real-c');
    expect(await db.idMap.get(collection.id)).toMatchObject({ realId: 'real-c', entity: 'collections' });
    expect(await outboxCalls(db)).toEqual([
      {
        method: 'POST',
        path: '/cards',
        body: {
          collectionId: 'real-c',
          name: 'Bolt',
          conditionQuantities: [{ condition: 'Near Mint', quantity: 1, transactionId: TXN }],
        },
      },
    ]);
    const [cardEntry] = await db.outbox.toArray();
    expect(cardEntry.parentIds).toEqual(['real-c']);
    expect(cardEntry.tempRefs.sort()).toEqual([CARD, TXN].sort());
    expect(cardEntry.namedTempIds).toEqual([TXN]);
    expect(await entriesMentioning(db, [collection.id])).toEqual([]);
  });

  it('rewrites paths of waiting calls that name the record', async () => {
    db = freshDatabase();
    await db.collections.bulkAdd([
      { id: 'real-a', name: 'A', description: '', isDefault: true, createdAt: 'x', updatedAt: 'x' },
    ]);
    const collection = await createCollection(db, { name: 'B' });
    await db.outbox.update((await db.outbox.toCollection().primaryKeys())[0], { attempts: 1 });
    await setDefaultCollection(db, collection.id);
    await applyIdMapping(db, { [collection.id]: 'real-b' });
    expect((await outboxCalls(db)).map((c) => c.path)).toEqual([
      '/collections',
      '/collections/real-b/set-default',
    ]);
  });

  it('rewrites references found only through the outbox (a card pointing at a new transaction)', async () => {
    db = freshDatabase();
    await addCard('real-c');
    await applyIdMapping(db, { [TXN]: 'real-t' }, 'transactions');
    expect((await db.cards.get(CARD))?.conditionQuantities[0].transactionId).toBe('real-t');
    const [entry] = await db.outbox.toArray();
    expect(entry.body).toMatchObject({ conditionQuantities: [{ transactionId: 'real-t' }] });
    expect(entry.tempRefs).toEqual([CARD]);
  });

  it('rewrites rows without entries of their own through the collection index', async () => {
    db = freshDatabase();
    await db.sealedProducts.add({ id: 'temp-s', collectionId: 'temp-c', definitionId: 'temp-d' } as never);
    await applyIdMapping(db, { 'temp-c': 'real-c', 'temp-d': 'real-d', 'temp-s': 'real-s' });
    expect(await db.sealedProducts.toArray()).toEqual([
      { id: 'real-s', collectionId: 'real-c', definitionId: 'real-d' },
    ]);
  });

  it('finds the rows of every indexed reference the entity registry names, by the mapped entity', async () => {
    db = freshDatabase();
    await db.sealedProducts.add({ id: 'real-s', collectionId: 'real-c', definitionId: 'temp-d' } as never);
    await db.transactions.add({ id: 'real-t', collectionId: 'temp-c', items: [] } as never);
    await db.marketPrices.add({ id: 'real-m', collectionId: 'temp-c' } as never);
    await applyIdMapping(db, { 'temp-d': 'real-d' }, 'sealedDefinitions');
    await applyIdMapping(db, { 'temp-c': 'real-c2' }, 'collections');
    expect(await db.sealedProducts.toArray()).toEqual([
      { id: 'real-s', collectionId: 'real-c', definitionId: 'real-d' },
    ]);
    expect((await db.transactions.toArray()).map((row) => row.collectionId)).toEqual(['real-c2']);
    expect((await db.marketPrices.toArray()).map((row) => row.collectionId)).toEqual(['real-c2']);
  });

  it('does nothing for an empty mapping', async () => {
    db = freshDatabase();
    await applyIdMapping(db, {});
    expect(await db.idMap.count()).toBe(0);
  });
});
