import { afterEach, describe, expect, it } from 'vitest';
import { createCollection } from './collections/createCollection';
import { listCollections } from './collections/queries';
import { type CardfolioDatabase, openUserDatabase, userDatabaseName } from './database';

const opened: CardfolioDatabase[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.delete();
});

describe('openUserDatabase', () => {
  it('names the database after the user', () => {
    expect(userDatabaseName('u-1')).toBe('cardfolio-u-1');
    expect(() => userDatabaseName(' ')).toThrow('signed-in user');
  });

  it("keeps each account's data and unsent changes apart", async () => {
    const alice = openUserDatabase(`alice-${crypto.randomUUID()}`);
    const bob = openUserDatabase(`bob-${crypto.randomUUID()}`);
    opened.push(alice, bob);
    await createCollection(alice, { name: 'Alice binder' });
    await createCollection(bob, { name: 'Bob box' });
    expect((await listCollections(alice)).map((c) => c.name)).toEqual(['Alice binder']);
    expect((await listCollections(bob)).map((c) => c.name)).toEqual(['Bob box']);
    expect(await alice.outbox.count()).toBe(1);
    expect(await bob.outbox.count()).toBe(1);
  });

  it('finds the same data again when the same user reopens the app', async () => {
    const userId = `carol-${crypto.randomUUID()}`;
    const first = openUserDatabase(userId);
    await createCollection(first, { name: 'Kept' });
    first.close();
    const again = openUserDatabase(userId);
    opened.push(again);
    expect((await listCollections(again)).map((c) => c.name)).toEqual(['Kept']);
  });
});
