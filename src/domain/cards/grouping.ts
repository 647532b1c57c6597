import { cardSetPart } from '../marketPriceKeys';
import type { Card, ConditionQuantity } from '../schemas';
import type { GroupMode } from '../valueSets';
import type { CardRow } from './cardRow';
import { computeGainLoss, resolveMarketPrice } from './pricing';
import { isKnownPurchasePrice } from './totals';

export type MarketPriceOf = (card: Card) => number | null;

/** Collects one row's lines; rows are built in one pass over the cards with no copying in the loop. */
class RowBuilder {
  readonly cardIds: string[] = [];
  readonly conditions: ConditionQuantity[] = [];
  quantity = 0;
  pricedQuantity = 0;
  pricedCost = 0;
  marketPrice: number | null = null;

  constructor(
    readonly key: string,
    readonly card: Card,
    readonly transactionId: string | null,
  ) {}

  addCard(card: Card, price: number | null): void {
    if (this.cardIds[this.cardIds.length - 1] !== card.id) this.cardIds.push(card.id);
    if (price !== null && (this.marketPrice === null || price > this.marketPrice)) this.marketPrice = price;
  }

  addLine(line: ConditionQuantity): void {
    this.conditions.push(line);
    this.quantity += line.quantity;
    if (!isKnownPurchasePrice(line.purchasePrice)) return;
    this.pricedQuantity += line.quantity;
    this.pricedCost += line.purchasePrice * line.quantity;
  }

  build(): CardRow {
    const { card } = this;
    const averagePrice = this.pricedQuantity > 0 ? this.pricedCost / this.pricedQuantity : null;
    return {
      key: this.key,
      cardIds: this.cardIds,
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
      transactionId: this.transactionId,
      totalQuantity: this.quantity,
      averagePrice,
      marketPrice: this.marketPrice,
      gainLoss: computeGainLoss(this.marketPrice, averagePrice, this.pricedQuantity),
      conditions: this.conditions,
    };
  }
}

/**
 * One printing in one finish and status: name and set code (the set name when the code is empty),
 * compared without case, foil, status.
 */
function productKey(card: Card): string {
  return `${card.name.toLowerCase()}|${cardSetPart(card).toLowerCase()}|${card.foil ? 'f' : 'n'}|${card.status}`;
}

function builderFor(rows: Map<string, RowBuilder>, key: string, card: Card, transactionId: string | null) {
  let builder = rows.get(key);
  if (builder === undefined) {
    builder = new RowBuilder(key, card, transactionId);
    rows.set(key, builder);
  }
  return builder;
}

/**
 * Rows of the cards view (part 1 §4). product: copies of a printing summed with a weighted average
 * price. transaction: one row per name, set and transaction id; foil and status are part of the key
 * too, because a row mixing foil with non-foil or have with want would show one market price for
 * copies worth different amounts. none: every condition line of every card is its own row.
 * Rows come in the order their first card comes; sorting is a separate step.
 */
export function groupCards(
  cards: readonly Card[],
  mode: GroupMode,
  marketPriceOf: MarketPriceOf = (card) => resolveMarketPrice(card),
): CardRow[] {
  const rows = new Map<string, RowBuilder>();
  for (const card of cards) {
    const price = marketPriceOf(card);
    if (mode === 'product') {
      const builder = builderFor(rows, `p|${productKey(card)}`, card, null);
      builder.addCard(card, price);
      for (const line of card.conditionQuantities) builder.addLine(line);
      continue;
    }
    const lines = card.conditionQuantities;
    for (let index = 0; index < lines.length; index++) {
      const line = lines[index];
      const key =
        mode === 'none'
          ? `c|${card.id}|${index}`
          : `t|${card.name.toLowerCase()}|${card.set.toLowerCase()}|${card.foil ? 'f' : 'n'}|${card.status}|${line.transactionId ?? ''}`;
      const builder = builderFor(rows, key, card, line.transactionId);
      builder.addCard(card, price);
      builder.addLine(line);
    }
  }
  const result: CardRow[] = [];
  for (const builder of rows.values()) result.push(builder.build());
  return result;
}
