import type { CataloguePrinting } from '../catalogue/cataloguePrinting';
import type { Card } from '../schemas';
import type { CardColor } from '../valueSets';
import type { CompiledQuery } from './compileQuery';
import type { OwnedFacts, QuerySubject } from './querySubject';

export type QueryCard = Pick<
  Card,
  | 'id'
  | 'name'
  | 'set'
  | 'setCode'
  | 'color'
  | 'type'
  | 'rarity'
  | 'status'
  | 'manaCost'
  | 'imageUrl'
  | 'foil'
  | 'marketPrice'
  | 'conditionQuantities'
> & { tcgplayer_id?: number | null };

/** The catalogue's printing of a copy, when it knows it. */
export type PrintingOfCard = (card: QueryCard) => CataloguePrinting | undefined;

const SYMBOL: Partial<Record<CardColor, string>> = {
  white: 'W',
  blue: 'U',
  black: 'B',
  red: 'R',
  green: 'G',
};

/** A copy the catalogue does not know, as a printing from its own fields: name, set, type and colour still search. */
function printingFromCard(card: QueryCard): CataloguePrinting {
  return {
    id: card.id,
    name: card.name,
    setCode: card.setCode.toLowerCase(),
    setName: card.set,
    collectorNumber: '',
    lang: 'en',
    rarity: card.rarity.split(' ').at(-1)?.toLowerCase() ?? '',
    colors: SYMBOL[card.color] ?? '',
    typeLine: card.type,
    manaCost: card.manaCost,
    imageFront: card.imageUrl,
    imageBack: '',
    tcgplayerId: card.tcgplayer_id ?? null,
    releasedAt: '',
    usd: null,
    usdFoil: null,
    usdEtched: null,
  };
}

/** What one copy (a card record) holds, for the collection terms. */
export function ownedFactsOfCard(card: QueryCard): OwnedFacts {
  const lines = card.conditionQuantities;
  return {
    quantity: card.status === 'have' ? lines.reduce((sum, line) => sum + line.quantity, 0) : 0,
    wanted: card.status === 'want',
    conditions: lines.map((line) => line.condition),
    foil: card.foil,
    paid: lines.flatMap((line) => (line.purchasePrice === null ? [] : [line.purchasePrice])),
    value: card.marketPrice,
  };
}

/**
 * Computed once per copies array and lookup, not per keystroke: the screen's live query hands the same
 * array until a copy changes, and building each copy's subject costs more than testing it.
 */
function once<Value>(
  cache: WeakMap<readonly QueryCard[], { printingOf: PrintingOfCard; value: Value }>,
  cards: readonly QueryCard[],
  printingOf: PrintingOfCard,
  build: () => Value,
): Value {
  const known = cache.get(cards);
  if (known?.printingOf === printingOf) return known.value;
  const value = build();
  cache.set(cards, { printingOf, value });
  return value;
}

const subjectsByCards = new WeakMap<
  readonly QueryCard[],
  { printingOf: PrintingOfCard; value: QuerySubject[] }
>();
const ownedByCards = new WeakMap<
  readonly QueryCard[],
  { printingOf: PrintingOfCard; value: Map<string, OwnedFacts> }
>();

/** The cards view's search: the copies the query finds. */
export function searchCards<T extends QueryCard>(
  cards: readonly T[],
  query: CompiledQuery,
  printingOf: PrintingOfCard,
): T[] {
  if (query.empty) return [...cards];
  const subjects = once(subjectsByCards, cards, printingOf, () =>
    cards.map((card) => ({
      printing: printingOf(card) ?? printingFromCard(card),
      owned: ownedFactsOfCard(card),
    })),
  );
  return cards.filter((_, index) => query.matches(subjects[index]));
}

/** Every copy's facts gathered by the printing they are of (no single finish): what a catalogue search reads. */
export function ownedByPrinting(
  cards: readonly QueryCard[],
  printingOf: PrintingOfCard,
): ReadonlyMap<string, OwnedFacts> {
  return once(ownedByCards, cards, printingOf, () => gatherOwned(cards, printingOf));
}

function gatherOwned(cards: readonly QueryCard[], printingOf: PrintingOfCard): Map<string, OwnedFacts> {
  const owned = new Map<string, OwnedFacts>();
  for (const card of cards) {
    const printing = printingOf(card);
    if (!printing) continue;
    const facts = ownedFactsOfCard(card);
    const known = owned.get(printing.id);
    owned.set(
      printing.id,
      known
        ? {
            quantity: known.quantity + facts.quantity,
            wanted: known.wanted || facts.wanted,
            conditions: [...known.conditions, ...facts.conditions],
            paid: [...known.paid, ...facts.paid],
            value: known.value ?? facts.value,
          }
        : { ...facts, foil: undefined },
    );
  }
  return owned;
}

/**
 * The catalogue's printings the query finds, one per name (the first found, in catalogue order),
 * by name; at most `limit`, and how many names matched in all.
 */
export function searchPrintings(
  printings: Iterable<CataloguePrinting>,
  query: CompiledQuery,
  owned: ReadonlyMap<string, OwnedFacts>,
  limit: number,
): { printings: CataloguePrinting[]; total: number } {
  const byName = new Map<string, CataloguePrinting>();
  if (!query.empty) {
    for (const printing of printings) {
      if (byName.has(printing.name)) continue;
      if (query.matches({ printing, owned: owned.get(printing.id) })) byName.set(printing.name, printing);
    }
  }
  const sorted = [...byName.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { printings: sorted.slice(0, limit), total: sorted.length };
}
