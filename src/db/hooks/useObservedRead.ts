import Dexie from 'dexie';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../domain/format';
import type { CardfolioDatabase } from '../database';
import type { LiveResult } from './liveResult';

const LOADING: LiveResult<never> = { status: 'loading' };

/** Whether a storagemutated notice names a table of `db` among `tables` (or says everything changed). */
export function touchesTables(parts: Record<string, unknown>, dbName: string, tables: readonly string[]) {
  if ('all' in parts) return true;
  const prefixes = tables.map((table) => `idb://${dbName}/${table}/`);
  return Object.keys(parts).some((part) => prefixes.some((prefix) => part.startsWith(prefix)));
}

/**
 * A read that is done again after every change to the tables it reads, for reads of tens of thousands
 * of rows. useLiveQuery would serve them too, but it pays per row: it deep-clones every row out of its
 * query cache and records every primary key of the answer to tell which changes concern it; on 50,000
 * cards that was over half a second and as much again in garbage collection before the first paint.
 * Here any committed write to one of `tables` (in this tab, another tab or the service worker: Dexie's
 * storagemutated event covers all three) reads again. Writes while a read runs cause one more read
 * after it, not one each.
 */
export function useObservedRead<T>(
  db: CardfolioDatabase,
  tables: readonly string[],
  key: string,
  read: () => Promise<T>,
): LiveResult<T> {
  const [answer, setAnswer] = useState<{ key: string; result: LiveResult<T> } | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the read; `read` and `tables` follow it.
  useEffect(() => {
    let stopped = false;
    let running = false;
    let again = false;
    const run = async () => {
      if (running) {
        again = true;
        return;
      }
      running = true;
      do {
        again = false;
        try {
          const data = await read();
          if (!stopped && !again) setAnswer({ key, result: { status: 'ready', data } });
        } catch (error) {
          if (!stopped && !again)
            setAnswer({ key, result: { status: 'error', message: errorMessage(error) } });
        }
      } while (again && !stopped);
      running = false;
    };
    const onMutated = (parts: Record<string, unknown>) => {
      if (touchesTables(parts, db.name, tables)) void run();
    };
    Dexie.on('storagemutated', onMutated);
    void run();
    return () => {
      stopped = true;
      Dexie.on('storagemutated').unsubscribe(onMutated);
    };
  }, [db, key]);

  return answer === null || answer.key !== key ? LOADING : answer.result;
}
