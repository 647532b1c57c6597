import { resolveMarketPrice } from '../cards/pricing';
import type { Card, FinanceRecord, SealedProduct } from '../schemas';
import { FinanceTotals, percentOf, roundMoney } from './financeTotals';
import { countByType, type LedgerTransaction, realizedGain } from './ledgerTotals';
import {
  buildMarketPriceIndex,
  type MarketPriceIndex,
  type MarketPriceRecord,
  resolveSealedMarketPrice,
} from './marketPriceIndex';

export type FinanceCard = Pick<
  Card,
  'id' | 'name' | 'set' | 'setCode' | 'foil' | 'status' | 'marketPrice' | 'conditionQuantities' | 'grading'
>;
export type FinanceSealedProduct = Pick<
  SealedProduct,
  'name' | 'set' | 'type' | 'condition' | 'status' | 'quantity' | 'purchasePrice'
>;

export interface CollectionFinanceInput {
  cards: readonly FinanceCard[];
  sealedProducts: readonly FinanceSealedProduct[];
  transactions: readonly LedgerTransaction[];
  /** The collection's market-price records, or an index already built from them. */
  marketPrices: readonly MarketPriceRecord[] | MarketPriceIndex;
  now: Date;
}

export function toMarketPriceIndex(
  prices: readonly MarketPriceRecord[] | MarketPriceIndex,
): MarketPriceIndex {
  return 'cardPrice' in prices ? prices : buildMarketPriceIndex(prices);
}

/**
 * The collection finance record (part 1 §3, part 2 §9), in one pass over cards and sealed products.
 * - Only status "have" counts: finance is about what the collector holds; wants cost nothing yet.
 * - Items are copies (quantities), so with + without market price = total items.
 * - Purchase value counts copies with a known purchase price; market value copies with a market price.
 * - Profit/loss covers copies with BOTH prices (the panel notes it covers only known purchase prices).
 *   A copy with a purchase price but no market price is left out of profit/loss, not counted as a
 *   total loss, and shows up in itemsWithoutMarketPrices. The percentage is taken against the cost of
 *   the copies in profit/loss.
 */
export function computeCollectionFinance(input: CollectionFinanceInput): FinanceRecord {
  const index = toMarketPriceIndex(input.marketPrices);
  const cards = new FinanceTotals();
  const sealed = new FinanceTotals();
  for (const card of input.cards) {
    if (card.status !== 'have') continue;
    const price = resolveMarketPrice(card, index.cardPrice, { skipTemporaryIds: false });
    for (const line of card.conditionQuantities) cards.add(line.quantity, line.purchasePrice, price);
  }
  for (const product of input.sealedProducts) {
    if (product.status !== 'have') continue;
    sealed.add(product.quantity, product.purchasePrice, resolveSealedMarketPrice(product, index));
  }
  const withPrices = cards.withMarketPrice + sealed.withMarketPrice;
  const withoutPrices = cards.withoutMarketPrice + sealed.withoutMarketPrice;
  const counts = countByType(input.transactions);
  return {
    totalItems: cards.items + sealed.items,
    totalCards: cards.items,
    totalSealedProducts: sealed.items,
    totalPurchaseValue: roundMoney(cards.purchaseValue + sealed.purchaseValue),
    totalMarketValue: roundMoney(cards.marketValue + sealed.marketValue),
    totalProfitLoss: roundMoney(cards.profitLoss + sealed.profitLoss),
    totalProfitLossPercentage: percentOf(
      cards.profitLoss + sealed.profitLoss,
      cards.profitLossBase + sealed.profitLossBase,
    ),
    totalCardValue: roundMoney(cards.purchaseValue),
    totalCardMarketValue: roundMoney(cards.marketValue),
    totalCardProfitLoss: roundMoney(cards.profitLoss),
    totalSealedProductValue: roundMoney(sealed.purchaseValue),
    totalSealedProductMarketValue: roundMoney(sealed.marketValue),
    totalSealedProductProfitLoss: roundMoney(sealed.profitLoss),
    itemsWithMarketPrices: withPrices,
    itemsWithoutMarketPrices: withoutPrices,
    marketPriceCoveragePercentage: percentOf(withPrices, withPrices + withoutPrices),
    totalTransactions: input.transactions.length,
    totalPurchases: counts.purchase,
    totalSales: counts.sale,
    totalTrades: counts.trade,
    totalOpenings: counts.opening,
    totalAdjustments: counts.adjustment,
    totalRealizedGain: realizedGain(input.transactions),
    lastCalculated: input.now.toISOString(),
  };
}
