import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../testing/database';
import { dexieSyncStore } from './dexieSyncStore';

let db = freshDatabase();
beforeEach(() => {
  db = freshDatabase();
});
afterEach(() => db.delete());

const mapped = (tempId: string) => ({
  tempId,
  realId: `real-${tempId}`,
  entity: 'cards' as const,
  mappedAt: '',
});

describe('resolving temp ids before a push', () => {
  it('answers the mapped ids alone, whether it looks them up or reads the whole idMap', async () => {
    await db.idMap.bulkPut(['temp-a', 'temp-b', 'temp-c'].map(mapped));
    const store = dexieSyncStore(db);
    // A few ids: looked up one by one.
    expect(await store.resolveTempIds(['temp-a', 'temp-x'])).toEqual({ 'temp-a': 'real-temp-a' });
    // An import's thousands of new ids against a small idMap: the idMap is read whole and filtered.
    const many = [...Array.from({ length: 5000 }, (_, index) => `temp-new-${index}`), 'temp-b', 'temp-c'];
    expect(await store.resolveTempIds(many)).toEqual({ 'temp-b': 'real-temp-b', 'temp-c': 'real-temp-c' });
  });

  it('looks ids up one by one when the idMap is larger than what is asked', async () => {
    await db.idMap.bulkPut(Array.from({ length: 3000 }, (_, index) => mapped(`temp-${index}`)));
    const asked = Array.from({ length: 1500 }, (_, index) => `temp-${index * 3}`);
    const answer = await dexieSyncStore(db).resolveTempIds(asked);
    expect(Object.keys(answer)).toHaveLength(1000);
    expect(answer['temp-2997']).toBe('real-temp-2997');
    expect(answer['temp-3000']).toBeUndefined();
  });
});
