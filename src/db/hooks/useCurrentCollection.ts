import { useLiveQuery } from 'dexie-react-hooks';
import { getCurrentCollectionId } from '../collections/currentCollection';
import { getCollection } from '../collections/queries';
import { useDatabase } from '../DatabaseProvider';
import type { CollectionRow } from '../rows';

/** The collection the user works in: `null` when none is chosen, `undefined` until the first read. */
export function useCurrentCollection(): CollectionRow | null | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => {
    const id = await getCurrentCollectionId(db);
    return id === null ? null : ((await getCollection(db, id)) ?? null);
  }, [db]);
}
