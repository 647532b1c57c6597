import { useDatabase } from '../DatabaseProvider';
import type { CardRow } from '../rows';
import { type LiveResult, useLiveResult } from './liveResult';

/**
 * Every card copy of a collection, kept live (the cards view and its finance summary share this one
 * read). Read through the collectionId index in one getAll: on 50,000 copies that is one trip to
 * IndexedDB, where a cursor walk would be thousands.
 */
export function useCollectionCards(collectionId: string): LiveResult<CardRow[]> {
  const db = useDatabase();
  return useLiveResult(`${db.name}|${collectionId}`, () =>
    db.cards.where('collectionId').equals(collectionId).toArray(),
  );
}
