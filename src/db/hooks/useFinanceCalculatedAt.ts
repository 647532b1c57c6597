import { useDatabase } from '../DatabaseProvider';
import { readFinanceCalculatedAt } from '../finance/financeCalculations';
import { type LiveResult, useLiveResult } from './liveResult';

/** When the collection's finance summary was last calculated on this device (null: never), kept live. */
export function useFinanceCalculatedAt(collectionId: string): LiveResult<string | null> {
  const db = useDatabase();
  return useLiveResult(`${db.name}|${collectionId}`, () => readFinanceCalculatedAt(db, collectionId));
}
