import { TEXTS } from '../../domain/texts';
import type { CardfolioDatabase } from '../database';
import { readMeta, writeMeta } from '../meta';
import { getCollection, listCollections, preferredCollection } from './queries';

/** The id the user works in, or null. A stale id (collection gone) reads as null. */
export async function getCurrentCollectionId(db: CardfolioDatabase): Promise<string | null> {
  const id = (await readMeta(db, 'currentCollectionId')) ?? null;
  if (id === null) return null;
  return (await getCollection(db, id)) ? id : null;
}

export async function setCurrentCollection(db: CardfolioDatabase, id: string | null): Promise<void> {
  await db.transaction('rw', ['meta', 'collections'], async () => {
    if (id !== null && !(await getCollection(db, id))) throw new Error(TEXTS.collectionNotFound);
    await writeMeta(db, 'currentCollectionId', id);
  });
}

/**
 * Part 1 §4: after a fetch the current collection becomes the default, else the first. We apply it
 * when there is no valid current one (first load, or it was deleted elsewhere): moving a collector
 * out of the collection they chose on every background pull would lose their place.
 */
export async function settleCurrentCollection(db: CardfolioDatabase): Promise<string | null> {
  return db.transaction('rw', ['meta', 'collections'], async () => {
    const current = await getCurrentCollectionId(db);
    if (current !== null) return current;
    const next = preferredCollection(await listCollections(db))?.id ?? null;
    await writeMeta(db, 'currentCollectionId', next);
    return next;
  });
}
