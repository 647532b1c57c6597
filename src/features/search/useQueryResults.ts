import { useMemo } from 'react';
import { useLoadedCatalogue } from '../../db/hooks/useCatalogueState';
import { useCollectionCards } from '../../db/hooks/useCollectionCards';
import { useCurrentCollection } from '../../db/hooks/useCurrentCollection';
import type { CardRow } from '../../db/rows';
import { type QueryResults as Results, runQuery } from '../../domain/query/runQuery';

export type QueryResults = Results<CardRow>;

const NO_CARDS: CardRow[] = [];

/** Both groups of a query over the current collection and the device's catalogue, as the screen shows them. */
export function useQueryResults(text: string, limit: number): QueryResults {
  const collection = useCurrentCollection();
  const cards = useCollectionCards(collection?.id ?? '');
  const catalogue = useLoadedCatalogue();
  const held = cards.status === 'ready' && collection ? cards.data : NO_CARDS;
  return useMemo(() => runQuery(text, held, catalogue, limit), [text, held, catalogue, limit]);
}
