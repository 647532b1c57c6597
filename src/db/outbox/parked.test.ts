import { afterEach, describe, expect, it } from 'vitest';
import { createCollection } from '../collections/createCollection';
import { editCollection } from '../collections/editCollection';
import { commit } from '../commit';
import type { CardfolioDatabase } from '../database';
import { readMeta, writeMeta } from '../meta';
import { freshDatabase, outboxCalls } from '../testing/database';
import { mutator } from './mutator';
import { discardParkedEntry, retryParkedEntry } from './parked';

let db: CardfolioDatabase;
afterEach(() => db?.delete());

async function park(seq: number, message = 'Collection name is too long') {
  await db.outbox.update(seq, { state: 'failed', attempts: 1, lastError: message, nextAttemptAt: 5 });
}
const firstSeq = async () => (await db.outbox.orderBy('seq').first())?.seq ?? -1;

describe('parked entries', () => {
  it('Retry puts the entry back in line under the same key', async () => {
    db = freshDatabase();
    await createCollection(db, { name: 'A' });
    const seq = await firstSeq();
    await park(seq);
    const { mutationId } = (await db.outbox.get(seq)) ?? {};
    await retryParkedEntry(db, seq);
    const entry = await db.outbox.get(seq);
    expect(entry).toMatchObject({ state: 'pending', attempts: 1, mutationId });
    expect(entry).not.toHaveProperty('lastError');
    expect(entry).not.toHaveProperty('nextAttemptAt');
  });

  it('an edit of a refused create is the fix: one create, unsent, with a new key', async () => {
    db = freshDatabase();
    const made = await createCollection(db, { name: 'Too long' });
    const seq = await firstSeq();
    await park(seq);
    const before = await db.outbox.get(seq);
    await editCollection(db, made.id, { name: 'Short' });
    const after = await db.outbox.get(seq);
    expect(await outboxCalls(db)).toEqual([
      { method: 'POST', path: '/collections', body: { name: 'Short', description: '' } },
    ]);
    expect(after).toMatchObject({ state: 'pending', attempts: 0 });
    expect(after?.mutationId).not.toBe(before?.mutationId);
  });

  it('Discard of a refused create removes the record, its dependents and their entries', async () => {
    db = freshDatabase();
    const made = await createCollection(db, { name: 'Refused' });
    await mutator(db, ['cards'], async () => {
      await db.cards.add({ id: 'temp-card', collectionId: made.id } as never);
      await commit(
        db,
        { writes: [], records: [{ entity: 'cards', id: 'temp-card', op: 'create' }] },
        {
          method: 'POST',
          path: '/cards',
          body: { collectionId: made.id },
          parentIds: [made.id],
        },
      );
    });
    await createCollection(db, { name: 'Unrelated' });
    await park(await firstSeq());
    await writeMeta(db, 'syncCursor', 40);
    await discardParkedEntry(db, await firstSeq());
    expect((await db.collections.toArray()).map((c) => c.name)).toEqual(['Unrelated']);
    expect(await db.cards.count()).toBe(0);
    expect(await outboxCalls(db)).toEqual([
      { method: 'POST', path: '/collections', body: { name: 'Unrelated', description: '' } },
    ]);
    expect(await readMeta(db, 'syncCursor')).toBe(40);
  });

  it('Discard of a refused edit drops it and makes the next pull start over', async () => {
    db = freshDatabase();
    await db.collections.add({
      id: 'real-1',
      name: 'Old',
      description: '',
      isDefault: true,
      createdAt: 'x',
      updatedAt: 'x',
    });
    await editCollection(db, 'real-1', { name: 'Refused' });
    await park(await firstSeq());
    await writeMeta(db, 'syncCursor', 40);
    await discardParkedEntry(db, await firstSeq());
    expect(await db.outbox.count()).toBe(0);
    expect(await readMeta(db, 'syncCursor')).toBe(0);
    expect((await db.collections.get('real-1'))?.name).toBe('Refused');
  });

  it('leaves entries that are not parked alone', async () => {
    db = freshDatabase();
    await createCollection(db, { name: 'A' });
    const seq = await firstSeq();
    await discardParkedEntry(db, seq);
    await retryParkedEntry(db, seq);
    expect(await db.outbox.get(seq)).toMatchObject({ state: 'pending', attempts: 0 });
  });
});
