import { useCallback, useEffect, useRef, useState } from 'react';
import { useDatabase } from '../../db/DatabaseProvider';
import { DEBOUNCE_MS, SEARCH_MIN_CHARS } from '../../domain/limits';
import type { CardDefinition } from '../../domain/schemas';
import { FALLBACK_MESSAGES } from '../../domain/texts';
import type { CardDatabaseClient } from './cardDatabaseClient';
import { type CardResultSource, OFFLINE_SEARCH_NOTICE, searchWithFallback } from './searchWithFallback';
import { useCardDatabaseClient } from './useCardDatabaseClient';

export interface CardSearchState {
  /** 'idle' below two characters; 'searching' while debouncing or waiting. */
  status: 'idle' | 'searching' | 'done' | 'failed';
  cards: CardDefinition[];
  source: CardResultSource | null;
  /** "Offline — showing cards saved on this device" when the device answered. */
  notice: string | null;
  error: string | null;
}

export interface UseCardSearchOptions {
  client?: CardDatabaseClient;
  debounceMs?: number;
  isOnline?: () => boolean;
}

const IDLE: CardSearchState = { status: 'idle', cards: [], source: null, notice: null, error: null };

/**
 * The Add New Card search: waits 300 ms after the last keystroke, asks the card database (or the
 * device when offline), and shows only the answer to the latest query.
 */
export function useCardSearch(
  query: string,
  options: UseCardSearchOptions = {},
): CardSearchState & { retry: () => void } {
  const db = useDatabase();
  const client = useCardDatabaseClient(options.client);
  const [state, setState] = useState<CardSearchState>(IDLE);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  const { isOnline } = options;
  const debounceMs = options.debounceMs ?? DEBOUNCE_MS.cards;
  const trimmed = query.trim();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` makes Retry run the same query again.
  useEffect(() => {
    const ticket = ++latest.current;
    if (trimmed.length < SEARCH_MIN_CHARS) {
      setState(IDLE);
      return;
    }
    setState((previous) => ({ ...previous, status: 'searching', error: null }));
    if (!client) return;
    const timer = setTimeout(() => {
      searchWithFallback({ client, db, isOnline }, trimmed).then(
        (result) => {
          if (ticket !== latest.current) return;
          const notice = result.source === 'device' ? OFFLINE_SEARCH_NOTICE : null;
          setState({ status: 'done', cards: result.cards, source: result.source, notice, error: null });
        },
        (error: unknown) => {
          if (ticket !== latest.current) return;
          const message = error instanceof Error ? error.message : FALLBACK_MESSAGES.searchCards;
          setState({ status: 'failed', cards: [], source: null, notice: null, error: message });
        },
      );
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [trimmed, client, db, isOnline, debounceMs, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
