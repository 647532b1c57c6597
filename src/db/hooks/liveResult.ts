import { useLiveQuery } from 'dexie-react-hooks';
import { errorMessage } from '../../domain/format';

/** What a live read holds: still loading, its data, or the error it failed with (shown, not thrown). */
export type LiveResult<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; message: string };

interface KeyedResult<T> {
  key: string;
  result: LiveResult<T>;
}

const LOADING: LiveResult<never> = { status: 'loading' };

/**
 * useLiveQuery over the read named by `key` (say, a collection id), handing a failed read back as a
 * value: useLiveQuery itself throws it into render, where only an error boundary could show it, but
 * the cards view names the error in its own text. The querier's reads are still observed, so a later
 * change retries the read. While the read of a new key runs, useLiveQuery still holds the old key's
 * answer; that answer reads as loading, so one collection's cards never show under another's name.
 */
export function useLiveResult<T>(key: string, querier: () => Promise<T>): LiveResult<T> {
  const answer = useLiveQuery(async (): Promise<KeyedResult<T>> => {
    try {
      return { key, result: { status: 'ready', data: await querier() } };
    } catch (error) {
      return { key, result: { status: 'error', message: errorMessage(error) } };
    }
  }, [key]);
  return answer === undefined || answer.key !== key ? LOADING : answer.result;
}
