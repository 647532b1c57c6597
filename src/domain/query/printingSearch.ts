import type { CataloguePrinting } from '../catalogue/cataloguePrinting';
import type { CompiledQuery } from './compileQuery';
import type { OwnedFacts } from './querySubject';
import { hasSubject, SubjectIndex } from './subjectIndex';

/**
 * The catalogue as a search reads it: its printings in catalogue order, an index over them with what
 * the user holds, and their positions by name. Built once per printings array and holdings, not per
 * keystroke: the name order alone sorts 100,000 names.
 */
interface CatalogueIndex {
  owned: ReadonlyMap<string, OwnedFacts>;
  subjects: SubjectIndex;
}

const nameOrders = new WeakMap<readonly CataloguePrinting[], Uint32Array>();
const indexes = new WeakMap<readonly CataloguePrinting[], CatalogueIndex>();

/** Positions sorted by name; a name's printings keep catalogue order (the sort is stable). */
function nameOrder(printings: readonly CataloguePrinting[]): Uint32Array {
  let order = nameOrders.get(printings);
  if (!order) {
    const positions = Array.from(printings.keys());
    positions.sort((a, b) => {
      const [nameA, nameB] = [printings[a].name, printings[b].name];
      return nameA < nameB ? -1 : nameA > nameB ? 1 : 0;
    });
    order = Uint32Array.from(positions);
    nameOrders.set(printings, order);
  }
  return order;
}

function indexOf(printings: readonly CataloguePrinting[], owned: ReadonlyMap<string, OwnedFacts>) {
  const known = indexes.get(printings);
  if (known?.owned === owned) return known.subjects;
  const subjects = new SubjectIndex(
    printings.map((printing) => ({ printing, owned: owned.get(printing.id) })),
  );
  indexes.set(printings, { owned, subjects });
  return subjects;
}

/**
 * The catalogue's printings the query finds, one per name (the first found, in catalogue order),
 * by name; at most `limit`, and how many names matched in all. `printings` and `owned` must not change
 * once searched: a changed catalogue or collection comes as a new array or map.
 */
export function searchPrintings(
  printings: readonly CataloguePrinting[],
  query: CompiledQuery,
  owned: ReadonlyMap<string, OwnedFacts>,
  limit: number,
): { printings: CataloguePrinting[]; total: number } {
  if (query.tree === null) return { printings: [], total: 0 };
  const found = indexOf(printings, owned).find(query.tree);
  const order = nameOrder(printings);
  const shown: CataloguePrinting[] = [];
  let total = 0;
  let lastName: string | undefined;
  for (const position of order) {
    if (!hasSubject(found, position)) continue;
    const printing = printings[position];
    if (printing.name === lastName) continue;
    lastName = printing.name;
    total += 1;
    if (shown.length < limit) shown.push(printing);
  }
  return { printings: shown, total };
}
