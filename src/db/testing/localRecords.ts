import { afterEach } from 'vitest';
import { API, callOf } from '../../domain/api';
import { rowChange } from '../../domain/changeSet';
import { commit } from '../commit';
import type { CardfolioDatabase } from '../database';
import { newTempId } from '../ids';
import { freshDatabase } from './database';

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
  const call = { ...callOf(API.cards.create), body: { collectionId, name }, parentIds: [collectionId] };
  await commit(db, rowChange('cards', { id, collectionId, name } as { id: string }, 'create'), call);
  return id;
}
