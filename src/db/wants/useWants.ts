import { useLiveQuery } from 'dexie-react-hooks';
import { type WantProgress, wantProgress } from '../../domain/wants/haveMissing';
import { useDatabase } from '../DatabaseProvider';
import type { WantRow } from '../rows';

export interface WantWithProgress {
  want: WantRow;
  progress: WantProgress;
}

/**
 * The want list with "have / missing" per want, kept live: wants on a collection's list count the
 * copies of that collection, the others every collection's. `undefined` until the first read.
 */
export function useWantList(): WantWithProgress[] | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => {
    const wants = await db.wants.orderBy('name').toArray();
    if (wants.length === 0) return [];
    const names = [...new Set(wants.map((want) => want.name))];
    const copies = await db.cards.where('name').anyOfIgnoreCase(names).toArray();
    return wants.map((want) => ({ want, progress: wantProgress(want, copies) }));
  }, [db]);
}
