import { useMemo } from 'react';
import { create } from 'zustand';
import {
  RECENT_SEARCHES_VERSION,
  type RecentSearches,
  readRecentSearches,
  rememberSearch,
} from '../../domain/query/recentSearches';
import { useSessionStore } from '../auth/sessionStore';

// Per user: another account on the device keeps its own list.
const recentKey = (userId: string) => `cardfolio-recent-searches:${userId}`;

export function loadRecentSearches(userId: string): RecentSearches {
  try {
    return readRecentSearches(JSON.parse(globalThis.localStorage?.getItem(recentKey(userId)) ?? 'null'));
  } catch {
    return readRecentSearches(undefined);
  }
}

export function forgetRecentSearches(userId: string): void {
  globalThis.localStorage?.removeItem(recentKey(userId));
}

interface SearchState {
  /** The query the full results page shows. */
  query: string;
  /** Counts the searches run, so the recent list is read again after each. */
  runs: number;
  /** Shows `query` on the full results page and remembers it as the signed-in user's recent search. */
  submit(query: string): void;
}

export const useSearchStore = create<SearchState>()((set) => ({
  query: '',
  runs: 0,
  submit(query) {
    const text = query.trim();
    if (text === '') return;
    const userId = useSessionStore.getState().user?.id ?? '';
    const recent = rememberSearch(loadRecentSearches(userId), text);
    try {
      globalThis.localStorage?.setItem(
        recentKey(userId),
        JSON.stringify({ version: RECENT_SEARCHES_VERSION, settings: recent }),
      );
    } catch {
      // A full or blocked storage only loses the list of recent searches.
    }
    set((state) => ({ query: text, runs: state.runs + 1 }));
  },
}));

/** The signed-in user's recent searches, newest first. */
export function useRecentSearches(): string[] {
  const userId = useSessionStore((state) => state.user?.id ?? '');
  const runs = useSearchStore((state) => state.runs);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each search run changes what is stored.
  return useMemo(() => loadRecentSearches(userId).queries, [userId, runs]);
}
