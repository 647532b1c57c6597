import { useLiveQuery } from 'dexie-react-hooks';
import { listCollections } from '../collections/queries';
import { useDatabase } from '../DatabaseProvider';
import type { CollectionRow } from '../rows';

/** Every collection by name, kept live; `undefined` until the first read. */
export function useCollections(): CollectionRow[] | undefined {
  const db = useDatabase();
  return useLiveQuery(() => listCollections(db), [db]);
}
