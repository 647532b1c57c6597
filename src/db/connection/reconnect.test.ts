import { afterEach, describe, expect, it } from 'vitest';
import { rowChange } from '../../domain/changeSet';
import { DEVICE_DATABASE_TEXTS } from '../../domain/texts';
import { createCollection } from '../collections/createCollection';
import { commit } from '../commit';
import type { CardfolioDatabase } from '../database';
import type { CollectionRow } from '../rows';
import { closeLikeTheBrowser } from '../testing/connection';
import { freshDatabase } from '../testing/database';
import { ConnectionLostError } from './reconnect';

let db: CardfolioDatabase;
afterEach(async () => {
  await db.delete({ disableAutoOpen: false });
});

/** Closes the connection under the next `times` writes of a collection row, as the browser would. */
function dropConnectionOnWrite(times: number) {
  let left = times;
  db.collections.hook('creating', () => {
    if (left === 0) return;
    left -= 1;
    closeLikeTheBrowser(db);
  });
}

const names = async () => (await db.collections.toArray()).map((row) => row.name);

describe('a connection lost under a running write', () => {
  it('reopens the database and runs the use case once more: stored once, sent once', async () => {
    db = freshDatabase();
    await db.open();
    dropConnectionOnWrite(1);
    await createCollection(db, { name: 'Show binder' });
    expect(db.isOpen()).toBe(true);
    expect(await names()).toEqual(['Show binder']);
    expect((await db.outbox.toArray()).map((entry) => entry.path)).toEqual(['/collections']);
  });

  it('says "not saved" and stores nothing when the retry is lost too; the next write works', async () => {
    db = freshDatabase();
    await db.open();
    dropConnectionOnWrite(2);
    const lost = createCollection(db, { name: 'Lost twice' });
    await expect(lost).rejects.toBeInstanceOf(ConnectionLostError);
    await expect(lost).rejects.toThrow(DEVICE_DATABASE_TEXTS.connectionLost);
    expect(await names()).toEqual([]);
    expect(await db.outbox.count()).toBe(0);

    await createCollection(db, { name: 'Next one' });
    expect(await names()).toEqual(['Next one']);
  });

  it('retries a commit outside any use case on its own', async () => {
    db = freshDatabase();
    await db.open();
    dropConnectionOnWrite(1);
    const row = { id: 'temp-1', name: 'Direct', description: '', isDefault: false } as CollectionRow;
    await commit(db, rowChange('collections', row, 'create'), {
      method: 'POST',
      path: '/collections',
      body: {},
    });
    expect(await names()).toEqual(['Direct']);
    expect(await db.outbox.count()).toBe(1);
  });

  it('never reopens a database the app closed on purpose (sign-out)', async () => {
    db = freshDatabase();
    await db.open();
    db.close();
    await expect(createCollection(db, { name: 'After sign-out' })).rejects.toMatchObject({
      name: 'DatabaseClosedError',
    });
    expect(db.isOpen()).toBe(false);
  });
});
