import { useCallback, useEffect, useState } from 'react';
import { useDatabase } from '../../db/DatabaseProvider';
import type { CardDefinition } from '../../domain/schemas';
import { FALLBACK_MESSAGES } from '../../domain/texts';
import type { CardDatabaseClient } from './cardDatabaseClient';
import { type CardResultSource, OFFLINE_SEARCH_NOTICE, printingsWithFallback } from './searchWithFallback';
import { useCardDatabaseClient } from './useCardDatabaseClient';

export interface PrintingsState {
  status: 'loading' | 'done' | 'failed';
  cards: CardDefinition[];
  source: CardResultSource | null;
  notice: string | null;
  /** 'Failed to fetch card printings' (shown with Try Again). */
  error: string | null;
}

const LOADING: PrintingsState = { status: 'loading', cards: [], source: null, notice: null, error: null };

/** The All Printings dialog's data: every printing of `name` (null: dialog closed), with Try Again. */
export function usePrintings(
  name: string | null,
  options: { client?: CardDatabaseClient; isOnline?: () => boolean } = {},
): PrintingsState & { retry: () => void } {
  const db = useDatabase();
  const client = useCardDatabaseClient(options.client);
  const [state, setState] = useState<PrintingsState>(LOADING);
  const [attempt, setAttempt] = useState(0);
  const { isOnline } = options;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` makes Try Again ask again.
  useEffect(() => {
    setState(LOADING);
    if (name === null || !client) return;
    let current = true;
    printingsWithFallback({ client, db, isOnline }, name).then(
      (result) => {
        if (!current) return;
        const notice = result.source === 'device' ? OFFLINE_SEARCH_NOTICE : null;
        setState({ status: 'done', cards: result.cards, source: result.source, notice, error: null });
      },
      () => {
        if (current) setState({ ...LOADING, status: 'failed', error: FALLBACK_MESSAGES.fetchPrintings });
      },
    );
    return () => {
      current = false;
    };
  }, [name, client, db, isOnline, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
