import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeDefinition } from '../../domain/testing/factories';
import { quickAddCard } from '../cards/quickAddCard';
import { freshDatabase } from '../testing/database';
import { dexieSyncStore } from './dexieSyncStore';

let db = freshDatabase();
beforeEach(() => {
  db = freshDatabase();
});
afterEach(() => db.delete());

describe('completing a quick add merged into a card created in the same answer', () => {
  it("keeps the merge's answer, not the create's older one", async () => {
    // Soak seed 25682407: the card's create was tried once and never reached the server, so a second
    // quick add queued its own update of the temp card; one push answered both, and the update's
    // answer was dropped (its subject was still the temp id), leaving the create's one copy.
    await db.collections.add({
      id: 'real-c',
      name: 'Binder',
      description: '',
      isDefault: true,
      createdAt: '2026-11-26T00:00:00.000Z',
      updatedAt: '2026-11-26T00:00:00.000Z',
    });
    const store = dexieSyncStore(db);
    const bolt = () =>
      quickAddCard(db, { collectionId: 'real-c', definition: makeDefinition('Lightning Bolt') });
    const { card } = await bolt();
    const [create] = await db.outbox.toArray();
    await store.beginAttempts([create.seq as number]);
    await store.releaseEntries([create.seq as number]);
    await bolt();
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map(({ records: [subject] }) => [subject.op, subject.id])).toEqual([
      ['create', card.id],
      ['update', card.id],
    ]);

    const answered = (quantity: number) => ({
      ...card,
      id: 'real-k',
      collectionId: 'real-c',
      conditionQuantities: [{ ...card.conditionQuantities[0], quantity }],
    });
    await store.completeEntries([
      { entry: entries[0], data: answered(1), gone: false },
      { entry: entries[1], data: answered(2), gone: false },
    ]);

    const stored = await db.cards.toArray();
    expect(stored.map((row) => [row.id, row.conditionQuantities.map((r) => r.quantity)])).toEqual([
      ['real-k', [2]],
    ]);
    expect(await db.outbox.count()).toBe(0);
  });
});
