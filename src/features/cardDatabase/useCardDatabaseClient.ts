import { useEffect, useState } from 'react';
import type { CardDatabaseClient } from './cardDatabaseClient';
import { loadCardDbUrl, sharedCardDatabaseClient } from './cardDbConfig';

let cardDbUrl: Promise<string> | undefined;

/**
 * The page's card-database client once GET /api/v1/config has named the base URL (null until
 * then). `given` skips the lookup: tests and stories pass their own client.
 */
export function useCardDatabaseClient(given?: CardDatabaseClient): CardDatabaseClient | null {
  const [client, setClient] = useState<CardDatabaseClient | null>(given ?? null);
  useEffect(() => {
    if (given) {
      setClient(given);
      return;
    }
    let mounted = true;
    cardDbUrl ??= loadCardDbUrl();
    void cardDbUrl.then((url) => {
      if (mounted) setClient(sharedCardDatabaseClient(url));
    });
    return () => {
      mounted = false;
    };
  }, [given]);
  return client;
}
