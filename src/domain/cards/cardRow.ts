import { slabLabel } from '../grading/slabLabel';
import type { Card, ConditionQuantity } from '../schemas';
import { computeGainLoss, type GainLoss } from './pricing';
import { isKnownPurchasePrice } from './totals';

/** One row of the cards view (grid card or list line), whatever the grouping. */
export interface CardRow {
  /** Stable across renders for the same grouping: the React key. */
  key: string;
  /** Every card record the row stands for (shared between rows: read, never change). */
  cardIds: readonly string[];
  /** The first card of the row: edit, remove and the image lightbox act on it. */
  card: Card;
  name: string;
  set: string;
  setCode: string;
  color: Card['color'];
  type: string;
  rarity: Card['rarity'];
  status: Card['status'];
  foil: boolean;
  manaCost: string;
  imageUrl: string;
  notes: string;
  /** The transaction of the row when grouped by transaction or not grouped; null when grouped by product. */
  transactionId: string | null;
  totalQuantity: number;
  /** Copies with a known purchase price, and what they cost together. */
  pricedQuantity: number;
  purchaseTotal: number;
  /** Weighted average purchase price over copies with a known price. */
  averagePrice: number | null;
  marketPrice: number | null;
  gainLoss: GainLoss | null;
  conditions: ConditionQuantity[];
  /** A graded copy's slab label ("PSA 9"); null on raw copies. Slabs share rows only with equal labels. */
  slab: string | null;
}

/**
 * A row holding its first card and line. The id and line lists start as one-element literals, not `[]`
 * plus push: V8 gives a pushed-to empty array room for 17 elements, which over 100,000 rows is most of
 * the memory grouping allocates.
 */
export function startRow(
  key: string,
  card: Card,
  line: ConditionQuantity,
  transactionId: string | null,
  marketPrice: number | null,
): CardRow {
  const priced = isKnownPurchasePrice(line.purchasePrice);
  return {
    key,
    cardIds: [card.id],
    card,
    name: card.name,
    set: card.set,
    setCode: card.setCode,
    color: card.color,
    type: card.type,
    rarity: card.rarity,
    status: card.status,
    foil: card.foil,
    manaCost: card.manaCost,
    imageUrl: card.imageUrl,
    notes: card.notes,
    transactionId,
    totalQuantity: line.quantity,
    pricedQuantity: priced ? line.quantity : 0,
    purchaseTotal: priced ? (line.purchasePrice as number) * line.quantity : 0,
    averagePrice: null,
    marketPrice,
    gainLoss: null,
    conditions: [line],
    slab: card.grading ? slabLabel(card.grading) : null,
  };
}

/** Adds a card to the row once (its lines come one after another) and keeps the highest market price. */
export function addCardToRow(row: CardRow, card: Card, marketPrice: number | null): void {
  const ids = row.cardIds as string[];
  if (ids[ids.length - 1] !== card.id) ids.push(card.id);
  if (marketPrice !== null && (row.marketPrice === null || marketPrice > row.marketPrice)) {
    row.marketPrice = marketPrice;
  }
}

export function addLineToRow(row: CardRow, line: ConditionQuantity): void {
  row.conditions.push(line);
  row.totalQuantity += line.quantity;
  if (!isKnownPurchasePrice(line.purchasePrice)) return;
  row.pricedQuantity += line.quantity;
  row.purchaseTotal += line.purchasePrice * line.quantity;
}

export function finishRow(row: CardRow): void {
  row.averagePrice = row.pricedQuantity > 0 ? row.purchaseTotal / row.pricedQuantity : null;
  row.gainLoss = computeGainLoss(row.marketPrice, row.averagePrice, row.pricedQuantity);
}
