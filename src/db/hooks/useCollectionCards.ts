import { useDatabase } from '../DatabaseProvider';
import type { CardRow } from '../rows';
import type { LiveResult } from './liveResult';
import { useObservedRead } from './useObservedRead';

const TABLES = ['cards'] as const;

/**
 * Every card copy of a collection, read again after every change to the cards table (the cards view
 * and its finance summary share this one read). One getAll through the collectionId index: on 50,000
 * copies that is one trip to IndexedDB, where a cursor walk would be thousands.
 */
export function useCollectionCards(collectionId: string): LiveResult<CardRow[]> {
  const db = useDatabase();
  return useObservedRead(db, TABLES, `${db.name}|${collectionId}`, () =>
    db.cards.where('collectionId').equals(collectionId).toArray(),
  );
}
