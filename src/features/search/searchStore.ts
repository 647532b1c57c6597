import { create } from 'zustand';

/** Searches kept on this device, newest first (never synced: they are a device's habit, not data). */
const RECENT_KEY = 'cardfolio:recent-searches';
export const RECENT_SEARCHES_KEPT = 8;

function readRecent(): string[] {
  try {
    const stored: unknown = JSON.parse(globalThis.localStorage?.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

interface SearchState {
  /** The query the full results page shows. */
  query: string;
  recent: string[];
  /** Shows `query` on the full results page and remembers it as a recent search. */
  submit(query: string): void;
}

export const useSearchStore = create<SearchState>()((set, get) => ({
  query: '',
  recent: readRecent(),
  submit(query) {
    const text = query.trim();
    if (text === '') return;
    const recent = [text, ...get().recent.filter((item) => item !== text)].slice(0, RECENT_SEARCHES_KEPT);
    try {
      globalThis.localStorage?.setItem(RECENT_KEY, JSON.stringify(recent));
    } catch {
      // A full or blocked storage only loses the list of recent searches.
    }
    set({ query: text, recent });
  },
}));
