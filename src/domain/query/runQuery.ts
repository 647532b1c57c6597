import type { CataloguePrinting } from '../catalogue/cataloguePrinting';
import { compileQuery } from './compileQuery';
import { searchPrintings } from './printingSearch';
import type { QueryProblem } from './queryAst';
import { ownedByPrinting, type PrintingOfCard, type QueryCard, searchCards } from './querySearch';

/** What a query reads of the device's catalogue: every printing by id, and the printing of a copy. */
export interface QueryCatalogue {
  printings: ReadonlyMap<string, CataloguePrinting>;
  printingOf: PrintingOfCard;
}

export interface QueryResults<Copy extends QueryCard> {
  problems: QueryProblem[];
  cards: Copy[];
  printings: CataloguePrinting[];
  printingTotal: number;
  /** The device holds no catalogue (yet): the card database group says so. */
  noCatalogue: boolean;
}

const lists = new WeakMap<ReadonlyMap<string, CataloguePrinting>, CataloguePrinting[]>();

/** The catalogue's printings as one array, the same one for the same catalogue: searches index it. */
function printingList(printings: ReadonlyMap<string, CataloguePrinting>): CataloguePrinting[] {
  let list = lists.get(printings);
  if (!list) {
    list = [...printings.values()];
    lists.set(printings, list);
  }
  return list;
}

/** Both groups of a query: the collection's copies and the catalogue's cards (one per name, at most `limit`). */
export function runQuery<Copy extends QueryCard>(
  text: string,
  cards: readonly Copy[],
  catalogue: QueryCatalogue | null | undefined,
  limit: number,
): QueryResults<Copy> {
  const query = compileQuery(text);
  const printingOf = catalogue ? catalogue.printingOf : () => undefined;
  const found = searchCards(cards, query, printingOf);
  const owned = catalogue && !query.empty ? ownedByPrinting(cards, printingOf) : new Map();
  const fromCatalogue = catalogue
    ? searchPrintings(printingList(catalogue.printings), query, owned, limit)
    : { printings: [], total: 0 };
  return {
    problems: query.problems,
    cards: query.empty ? [] : found,
    printings: fromCatalogue.printings,
    printingTotal: fromCatalogue.total,
    noCatalogue: !catalogue,
  };
}
