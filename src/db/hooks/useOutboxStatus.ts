import { useLiveQuery } from 'dexie-react-hooks';
import { useDatabase } from '../DatabaseProvider';
import { type OutboxStatus, readOutboxStatus } from '../outbox/queries';

/** Unsent changes and parked entries, kept live; `undefined` until the first read. */
export function useOutboxStatus(): OutboxStatus | undefined {
  const db = useDatabase();
  return useLiveQuery(() => readOutboxStatus(db), [db]);
}
