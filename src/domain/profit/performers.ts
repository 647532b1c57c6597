import { resolveMarketPrice } from '../cards/pricing';
import { isKnownPurchasePrice } from '../cards/totals';
import type { FinanceCard, FinanceSealedProduct } from '../finance/collectionFinance';
import { roundMoney } from '../finance/financeTotals';
import { type MarketPriceIndex, resolveSealedMarketPrice } from '../finance/marketPriceIndex';
import type { RealizedTransaction } from './realizedRows';

/** How many best and worst performers the Analysis tab lists. */
export const PERFORMERS_SHOWN = 3;

export interface Performer {
  /** "Lightning Bolt (Magic 2010)", "Lightning Bolt (Magic 2010, foil)". */
  label: string;
  gain: number;
}

export interface Performers {
  best: Performer[];
  worst: Performer[];
}

/** Sums gains under a label, then answers the largest and the smallest. */
export class PerformerTally {
  private readonly gains = new Map<string, number>();

  add(label: string, gain: number): void {
    this.gains.set(label, (this.gains.get(label) ?? 0) + gain);
  }

  rank(shown = PERFORMERS_SHOWN): Performers {
    const all = [...this.gains].map(([label, gain]) => ({ label, gain: roundMoney(gain) }));
    all.sort((a, b) => b.gain - a.gain || a.label.localeCompare(b.label));
    // The upper half is the best, the lower half the worst, so one item never shows in both lists.
    const best = all.slice(0, Math.min(shown, Math.ceil(all.length / 2)));
    const worst = all.slice(best.length).reverse().slice(0, shown);
    return { best, worst };
  }
}

const cardLabel = (card: Pick<FinanceCard, 'name' | 'set' | 'foil'>) =>
  `${card.name} (${card.set}${card.foil ? ', foil' : ''})`;

/**
 * Unrealized gain per printing and finish (many copies are separate records) and per sealed product:
 * market − cost over the held copies with both prices, as the finance record counts them.
 */
export function unrealizedPerformers(
  cards: readonly FinanceCard[],
  sealedProducts: readonly FinanceSealedProduct[],
  index: MarketPriceIndex,
): Performers {
  const tally = new PerformerTally();
  for (const card of cards) {
    if (card.status !== 'have') continue;
    const price = resolveMarketPrice(card, index.cardPrice, { skipTemporaryIds: false });
    if (price === null) continue;
    let gain = 0;
    let priced = false;
    for (const line of card.conditionQuantities) {
      if (!isKnownPurchasePrice(line.purchasePrice)) continue;
      priced = true;
      gain += (price - line.purchasePrice) * line.quantity;
    }
    if (priced) tally.add(cardLabel(card), gain);
  }
  for (const product of sealedProducts) {
    if (product.status !== 'have' || !isKnownPurchasePrice(product.purchasePrice)) continue;
    const price = resolveSealedMarketPrice(product, index);
    if (price === null) continue;
    tally.add(`${product.name} (${product.type})`, (price - product.purchasePrice) * product.quantity);
  }
  return tally.rank();
}

/**
 * Adds a sale's, trade's or adjustment's outgoing lines' realized gains to `tally`, per item (name and
 * set): copies an adjustment removed are a realized loss (issue 29); an opening's box realizes nothing.
 */
export function tallyRealized(tally: PerformerTally, transaction: RealizedTransaction): void {
  if (transaction.type === 'purchase' || transaction.type === 'opening') return;
  for (const item of transaction.items) {
    if (item.ledger?.direction !== 'out') continue;
    tally.add(`${item.name} (${item.set})`, item.ledger.realizedGain);
  }
}
