import { afterEach } from 'vitest';
import type { CardfolioDatabase } from '../../src/db/database';
import { newTempId } from '../../src/db/ids';
import { mutator } from '../../src/db/outbox/mutator';
import { freshDatabase } from '../../src/db/testing/database';
import { API, callOf } from '../../src/domain/api';

/** A fresh device database for the current test, deleted after it. */
export function testDatabase(): CardfolioDatabase {
  const db = freshDatabase();
  afterEach(() => db.delete());
  return db;
}

/**
 * A bare card the fake server accepts: just a name in a collection, with the outbox entry the
 * card use cases write (its collection as parent, so coalescing and reconciliation see the link).
 */
export async function addBareCard(
  db: CardfolioDatabase,
  collectionId: string,
  name: string,
): Promise<string> {
  const id = newTempId();
  await mutator(db, ['cards'], async ({ enqueue }) => {
    await db.cards.add({ id, collectionId, name } as never);
    await enqueue({
      entity: 'cards',
      recordId: id,
      op: 'create',
      ...callOf(API.cards.create),
      body: { collectionId, name },
      parentIds: [collectionId],
    });
  });
  return id;
}
