import { useMemo } from 'react';
import type { LoadedCatalogue } from '../../db/catalogue/catalogueIndex';
import { useLoadedCatalogue } from '../../db/hooks/useCatalogueState';
import { useCollectionCards } from '../../db/hooks/useCollectionCards';
import { useCurrentCollection } from '../../db/hooks/useCurrentCollection';
import type { CardRow } from '../../db/rows';
import type { CataloguePrinting } from '../../domain/catalogue/cataloguePrinting';
import { compileQuery } from '../../domain/query/compileQuery';
import type { QueryProblem } from '../../domain/query/queryAst';
import { ownedByPrinting, searchCards, searchPrintings } from '../../domain/query/querySearch';

export interface QueryResults {
  problems: QueryProblem[];
  cards: CardRow[];
  printings: CataloguePrinting[];
  printingTotal: number;
  /** The device holds no catalogue (yet): the card database group says so. */
  noCatalogue: boolean;
}

const NO_CARDS: CardRow[] = [];

/** Both groups of a query: the current collection's copies and the catalogue's cards (one per name). */
export function runQuery(
  text: string,
  cards: readonly CardRow[],
  catalogue: LoadedCatalogue | null | undefined,
  limit: number,
): QueryResults {
  const query = compileQuery(text);
  const printingOf = catalogue ? catalogue.printingOf : () => undefined;
  const found = searchCards(cards, query, printingOf);
  const owned = catalogue && !query.empty ? ownedByPrinting(cards, printingOf) : new Map();
  const fromCatalogue = catalogue
    ? searchPrintings(catalogue.printings.values(), query, owned, limit)
    : { printings: [], total: 0 };
  return {
    problems: query.problems,
    cards: query.empty ? [] : found,
    printings: fromCatalogue.printings,
    printingTotal: fromCatalogue.total,
    noCatalogue: !catalogue,
  };
}

export function useQueryResults(text: string, limit: number): QueryResults {
  const collection = useCurrentCollection();
  const cards = useCollectionCards(collection?.id ?? '');
  const catalogue = useLoadedCatalogue();
  const held = cards.status === 'ready' && collection ? cards.data : NO_CARDS;
  return useMemo(() => runQuery(text, held, catalogue, limit), [text, held, catalogue, limit]);
}
