import { useMemo } from 'react';
import { useLoadedCatalogue } from '../../db/hooks/useCatalogueState';
import { useLocations } from '../../db/locations/useLocations';
import type { CardRow } from '../../db/rows';
import { compileQuery } from '../../domain/query/compileQuery';
import { isPlainWords } from '../../domain/query/plainWords';
import type { QueryProblem } from '../../domain/query/queryAst';
import { type PrintingOfCard, searchCards } from '../../domain/query/querySearch';
import { withPlaceNames } from './useQueryResults';

// One function for "no catalogue", so the copies' search index is kept between keystrokes.
const NO_PRINTING: PrintingOfCard = () => undefined;

export interface CollectionQuery {
  /** The ids of the copies the query finds; null for plain words. */
  found: ReadonlySet<string> | null;
  /** What the query could not read, each pointing at its term (the rest is searched). */
  problems: readonly QueryProblem[];
}

const PLAIN: CollectionQuery = { found: null, problems: [] };

/**
 * The cards view's search box in the query language: the copies a query finds, with the same evaluator
 * as the header's search, and what it could not read; plain words the view searches as it always has.
 */
export function useCollectionQuery(cards: readonly CardRow[], text: string): CollectionQuery {
  const isQuery = !isPlainWords(text);
  const catalogue = useLoadedCatalogue(isQuery);
  const locations = useLocations();
  const placed = useMemo(() => withPlaceNames(cards, locations), [cards, locations]);
  const printingOf = catalogue?.printingOf ?? NO_PRINTING;
  return useMemo(() => {
    if (!isQuery) return PLAIN;
    const query = compileQuery(text);
    const found = searchCards(placed, query, printingOf);
    return { found: new Set(found.map((card) => card.id)), problems: query.problems };
  }, [isQuery, placed, text, printingOf]);
}
