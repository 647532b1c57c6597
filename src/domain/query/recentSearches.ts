import { z } from 'zod';
import { RECENT_SEARCHES_KEPT } from '../limits';

/**
 * The queries a user ran on this device, newest first: a device's habit, not data, so never synced.
 * Every field has a default and a damaged or older value reads as the nearest valid list.
 */
export const RecentSearches = z.object({
  queries: z
    .array(z.string())
    .catch([])
    .default([])
    .transform((queries) => queries.filter((query) => query.trim() !== '').slice(0, RECENT_SEARCHES_KEPT)),
});
export type RecentSearches = z.infer<typeof RecentSearches>;

export const RECENT_SEARCHES_VERSION = 1;

/** Today's list from whatever was stored (`{ version, settings }`); anything unreadable gives none. */
export function readRecentSearches(stored: unknown): RecentSearches {
  const envelope = (stored ?? {}) as { version?: unknown; settings?: unknown };
  const parsed = RecentSearches.safeParse(typeof envelope.version === 'number' ? envelope.settings : {});
  return parsed.success ? parsed.data : RecentSearches.parse({});
}

/** The list with `query` run again: first, once, and the oldest past the limit dropped. */
export function rememberSearch(recent: RecentSearches, query: string): RecentSearches {
  const text = query.trim();
  if (text === '') return recent;
  return {
    queries: [text, ...recent.queries.filter((item) => item !== text)].slice(0, RECENT_SEARCHES_KEPT),
  };
}
