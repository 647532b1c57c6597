import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../DatabaseProvider';
import type { CardRow, LocationRow } from '../rows';
import { listLocations } from './queries';
import { binderPage, type UnfiledPage, unfiledCount, unfiledPage } from './views';

/** Every location by name, kept live; `undefined` until the first read. */
export function useLocations(): LocationRow[] | undefined {
  const db = useDatabase();
  return useLiveQuery(() => listLocations(db), [db]);
}

/** How many copies each location holds, by location id, kept live. */
export function useLocationCopyCounts(): Map<string, number> | undefined {
  const db = useDatabase();
  return useLiveQuery(async () => {
    const counts = new Map<string, number>();
    await db.cards
      .where('locationId')
      .above('')
      .each((card) => {
        const id = card.locationId as string;
        counts.set(id, (counts.get(id) ?? 0) + 1);
      });
    return counts;
  }, [db]);
}

/** One page of the Unfiled view, kept live; `undefined` until the first read. */
export function useUnfiledPage(page: number, pageSize: number): UnfiledPage | undefined {
  const db = useDatabase();
  return useLiveQuery(() => unfiledPage(db, page, pageSize), [db, page, pageSize]);
}

/** How many copies are filed nowhere, kept live; `undefined` until counted (after the first page). */
export function useUnfiledCount(): number | undefined {
  const db = useDatabase();
  return useLiveQuery(() => unfiledCount(db), [db]);
}

/** The copies on one binder page, kept live. */
export function useBinderPage(locationId: string, page: number): CardRow[] | undefined {
  const db = useDatabase();
  return useLiveQuery(() => binderPage(db, locationId, page), [db, locationId, page]);
}
