import { afterEach, describe, expect, it } from 'vitest';
import type { Change } from '../../domain/schemas';
import { createCollection } from '../collections/createCollection';
import { getCurrentCollectionId } from '../collections/currentCollection';
import { editCollection } from '../collections/editCollection';
import type { CardfolioDatabase } from '../database';
import { readMeta } from '../meta';
import { freshDatabase } from '../testing/database';
import { applyIdMapping } from './applyIdMapping';
import { applyPulledChanges } from './applyPulledChanges';

let db: CardfolioDatabase;
afterEach(() => db?.delete());

const stamp = '2024-05-01T10:00:00.000Z';
const collection = (id: string, name: string, revision: number, isDefault = false): Change => ({
  entity: 'collections',
  id,
  revision,
  deleted: false,
  data: { id, name, description: '', isDefault, createdAt: stamp, updatedAt: stamp },
});

describe('applyPulledChanges', () => {
  it('stores rows, moves the cursor and settles the current collection on the default', async () => {
    db = freshDatabase();
    const result = await applyPulledChanges(
      db,
      { changes: [collection('a', 'Alpha', 1), collection('b', 'Beta', 2, true)], cursor: 2, hasMore: false },
      stamp,
    );
    expect(result).toEqual({ stored: 2, deleted: 0, skipped: 0 });
    expect(await db.collections.count()).toBe(2);
    expect(await readMeta(db, 'syncCursor')).toBe(2);
    expect(await readMeta(db, 'lastSyncAt')).toBe(stamp);
    expect(await getCurrentCollectionId(db)).toBe('b');
  });

  it('never overwrites a record with unsent changes, nor deletes it on a tombstone', async () => {
    db = freshDatabase();
    await applyPulledChanges(db, { changes: [collection('a', 'Alpha', 1, true)], cursor: 1, hasMore: false });
    await editCollection(db, 'a', { name: 'Mine' });
    const result = await applyPulledChanges(db, {
      changes: [collection('a', 'Theirs', 5, true)],
      cursor: 5,
      hasMore: false,
    });
    expect(result.skipped).toBe(1);
    expect((await db.collections.get('a'))?.name).toBe('Mine');
    await applyPulledChanges(db, {
      changes: [{ entity: 'collections', id: 'a', revision: 6, deleted: true, data: null }],
      cursor: 6,
      hasMore: false,
    });
    expect(await db.collections.get('a')).toBeDefined();
    await db.outbox.clear();
    await applyPulledChanges(db, {
      changes: [{ entity: 'collections', id: 'a', revision: 7, deleted: true, data: null }],
      cursor: 7,
      hasMore: false,
    });
    expect(await db.collections.get('a')).toBeUndefined();
    expect(await getCurrentCollectionId(db)).toBeNull();
  });

  it('protects a created record after reconciliation, when its later edit is still waiting', async () => {
    db = freshDatabase();
    const made = await createCollection(db, { name: 'Draft' });
    const [create] = await db.outbox.toArray();
    await db.outbox.update(create.seq, { attempts: 1 });
    await editCollection(db, made.id, { name: 'Edited offline' });
    await db.outbox.delete(create.seq);
    await applyIdMapping(db, { [made.id]: 'real-1' }, 'collections');
    await applyPulledChanges(db, {
      changes: [collection('real-1', 'Draft', 3, true)],
      cursor: 3,
      hasMore: false,
    });
    expect((await db.collections.get('real-1'))?.name).toBe('Edited offline');
    expect(await db.collections.get(made.id)).toBeUndefined();
  });
});
