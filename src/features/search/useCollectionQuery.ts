import { useMemo } from 'react';
import { useLoadedCatalogue } from '../../db/hooks/useCatalogueState';
import { useLocations } from '../../db/locations/useLocations';
import type { CardRow } from '../../db/rows';
import { compileQuery } from '../../domain/query/compileQuery';
import { isPlainWords } from '../../domain/query/plainWords';
import { type PrintingOfCard, searchCards } from '../../domain/query/querySearch';
import { withPlaceNames } from './useQueryResults';

// One function for "no catalogue", so the copies' search index is kept between keystrokes.
const NO_PRINTING: PrintingOfCard = () => undefined;

/**
 * The cards view's search box in the query language: the ids of the copies a query finds, with the same
 * evaluator as the header's search; null for plain words, which the view searches as it always has.
 */
export function useCollectionQuery(cards: readonly CardRow[], text: string): ReadonlySet<string> | null {
  const isQuery = !isPlainWords(text);
  const catalogue = useLoadedCatalogue(isQuery);
  const locations = useLocations();
  const placed = useMemo(() => withPlaceNames(cards, locations), [cards, locations]);
  const printingOf = catalogue?.printingOf ?? NO_PRINTING;
  return useMemo(() => {
    if (!isQuery) return null;
    const found = searchCards(placed, compileQuery(text), printingOf);
    return new Set(found.map((card) => card.id));
  }, [isQuery, placed, text, printingOf]);
}
