import type { CataloguePrinting } from '../catalogue/cataloguePrinting';
import type { Card } from '../schemas';
import type { CardColor } from '../valueSets';
import type { CompiledQuery } from './compileQuery';
import type { OwnedFacts } from './querySubject';
import { hasSubject, SubjectIndex } from './subjectIndex';

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
> & {
  tcgplayer_id?: number | null;
  /** The name of the location the copy is in, resolved by the caller (`loc:`); absent when unfiled. */
  placeName?: string;
};

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
    places: card.placeName ? [card.placeName.toLowerCase()] : [],
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

const indexByCards = new WeakMap<readonly QueryCard[], { printingOf: PrintingOfCard; value: SubjectIndex }>();
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
  if (query.tree === null) return [...cards];
  const index = once(
    indexByCards,
    cards,
    printingOf,
    () =>
      new SubjectIndex(
        cards.map((card) => ({
          printing: printingOf(card) ?? printingFromCard(card),
          owned: ownedFactsOfCard(card),
        })),
      ),
  );
  const found = index.find(query.tree);
  return cards.filter((_, position) => hasSubject(found, position));
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
            places: [...known.places, ...facts.places],
          }
        : { ...facts, foil: undefined },
    );
  }
  return owned;
}
