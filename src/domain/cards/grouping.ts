import { slabLabel } from '../grading/slabLabel';
import type { Card } from '../schemas';
import type { GroupMode } from '../valueSets';
import { addCardToRow, addLineToRow, type CardRow, finishRow, startRow } from './cardRow';
import { resolveMarketPrice } from './pricing';

export type MarketPriceOf = (card: Card) => number | null;

/** Four rows per printing at most: non-foil have, non-foil want, foil have, foil want. */
type Slots<T> = [T | undefined, T | undefined, T | undefined, T | undefined];
const slotOf = (card: Card) => (card.foil ? 2 : 0) + (card.status === 'have' ? 0 : 1);

/**
 * Finds the slots of a card's printing: by name, then set code (the set name when there is no code).
 * Nested maps keyed by the stored strings themselves, whose hashes V8 keeps, are several times faster
 * than one joined key per card. Names and codes match as spelled: they come from the card database.
 */
function slotsOf<T>(byName: Map<string, Map<string, Slots<T>>>, card: Card): Slots<T> {
  // A slab's printing is its printing and its label: PSA 9s row together, never with raw copies.
  const name = card.grading ? `${card.name}\u0000${slabLabel(card.grading)}` : card.name;
  let bySet = byName.get(name);
  if (bySet === undefined) {
    bySet = new Map();
    byName.set(name, bySet);
  }
  const setPart = card.setCode || card.set;
  let slots = bySet.get(setPart);
  if (slots === undefined) {
    slots = [undefined, undefined, undefined, undefined];
    bySet.set(setPart, slots);
  }
  return slots;
}

function productRows(cards: readonly Card[], marketPriceOf: MarketPriceOf): CardRow[] {
  const rows: CardRow[] = [];
  const byName = new Map<string, Map<string, Slots<CardRow>>>();
  for (const card of cards) {
    const lines = card.conditionQuantities;
    if (lines.length === 0) continue;
    const slots = slotsOf(byName, card);
    const slot = slotOf(card);
    const price = marketPriceOf(card);
    let row = slots[slot];
    let first = 0;
    if (row === undefined) {
      row = startRow(`p|${card.id}`, card, lines[0], null, price);
      slots[slot] = row;
      rows.push(row);
      first = 1;
    } else {
      addCardToRow(row, card, price);
    }
    for (let index = first; index < lines.length; index++) addLineToRow(row, lines[index]);
  }
  return rows;
}

function transactionRows(cards: readonly Card[], marketPriceOf: MarketPriceOf): CardRow[] {
  const rows: CardRow[] = [];
  const byName = new Map<string, Map<string, Slots<Map<string, CardRow>>>>();
  for (const card of cards) {
    const slots = slotsOf(byName, card);
    const slot = slotOf(card);
    let byTransaction = slots[slot];
    if (byTransaction === undefined) {
      byTransaction = new Map();
      slots[slot] = byTransaction;
    }
    const price = marketPriceOf(card);
    for (const line of card.conditionQuantities) {
      const transactionKey = line.transactionId ?? '';
      const row = byTransaction.get(transactionKey);
      if (row === undefined) {
        const created = startRow(`t|${card.id}|${transactionKey}`, card, line, line.transactionId, price);
        byTransaction.set(transactionKey, created);
        rows.push(created);
        continue;
      }
      addCardToRow(row, card, price);
      addLineToRow(row, line);
    }
  }
  return rows;
}

function ungroupedRows(cards: readonly Card[], marketPriceOf: MarketPriceOf): CardRow[] {
  const rows: CardRow[] = [];
  for (const card of cards) {
    const price = marketPriceOf(card);
    const lines = card.conditionQuantities;
    for (let index = 0; index < lines.length; index++) {
      const key = index === 0 ? card.id : `${card.id}|${index}`;
      rows.push(startRow(key, card, lines[index], lines[index].transactionId, price));
    }
  }
  return rows;
}

/**
 * Rows of the cards view (part 1 §4), built in one pass over the cards.
 * - product: copies of a printing (name, set code, finish, status) summed, with a weighted average price.
 * - transaction: one row per printing and transaction id. The spec names name, set and transaction id;
 *   finish and status are in the key too, because a row mixing foil with non-foil or have with want
 *   would show one market price for copies worth different amounts.
 * - none: every condition line of every card is its own row.
 * Rows come in the order of their first card; sorting is a separate step. A row's key is made from its
 * first card's id (and line index or transaction), unique and stable while that card exists. A row's
 * market price is the highest of its cards' (`marketPriceOf`; by default a card's own prices, no lookup).
 */
export function groupCards(
  cards: readonly Card[],
  mode: GroupMode,
  marketPriceOf: MarketPriceOf = (card) => resolveMarketPrice(card),
): CardRow[] {
  const rows =
    mode === 'product'
      ? productRows(cards, marketPriceOf)
      : mode === 'transaction'
        ? transactionRows(cards, marketPriceOf)
        : ungroupedRows(cards, marketPriceOf);
  for (const row of rows) finishRow(row);
  return rows;
}
