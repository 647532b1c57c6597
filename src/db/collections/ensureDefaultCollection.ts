import { API } from '../../domain/api';
import { DEFAULT_COLLECTION } from '../../domain/limits';
import type { CardfolioDatabase } from '../database';
import { mutator } from '../outbox/mutator';
import type { CollectionRow } from '../rows';
import { insertCollection } from './createCollection';

/**
 * Part 1 §4: a user with no collection gets "Default Collection" automatically. Call it after a sync
 * has told the device what the server has. It queues `POST /collections/default`, which the server
 * answers with the user's existing default when another device got there first; the temp id is then
 * re-keyed to that collection, and whatever was added to it here lands in it. So two devices that
 * start offline still end with one default collection, not two.
 * Answers the new row, or null when the user already has a collection.
 */
export function ensureDefaultCollection(db: CardfolioDatabase): Promise<CollectionRow | null> {
  return mutator(db, ['collections', 'meta'], async (mutation) => {
    if ((await db.collections.count()) > 0) return null;
    return insertCollection(
      mutation,
      { ...DEFAULT_COLLECTION },
      { isDefault: true, call: API.collections.ensureDefault },
    );
  });
}
