import type { FinanceRecord, ProfitSummary } from '../schemas';
import { percentOf } from './financeTotals';

/**
 * The profit summary of the Financial Performance screen: invested is what the held items cost (their
 * cost basis), unrealized is the finance record's profit/loss, realized the ledger's realized gain.
 */
export function computeProfitSummary(
  finance: FinanceRecord,
  totalRealized = finance.totalRealizedGain,
): ProfitSummary {
  const totalInvested = finance.totalPurchaseValue;
  const totalProfit = totalRealized + finance.totalProfitLoss;
  return {
    totalInvested,
    totalRealized,
    totalUnrealized: finance.totalProfitLoss,
    totalProfit,
    profitMargin: percentOf(totalProfit, totalInvested),
    itemCount: finance.totalItems,
    totalMarketValue: finance.totalMarketValue,
  };
}

export interface ProfitPanel {
  invested: number;
  marketValue: number;
  unrealized: number;
  realized: number;
  totalProfit: number;
  itemCount: number;
}

/**
 * The Cards and Sealed Products panels. Sales and trades are not split by kind, so all realized profit
 * sits with cards and sealed realized is 0, as part 2 §9 sets it.
 */
export function computeProfitPanels(
  finance: FinanceRecord,
  totalRealized = finance.totalRealizedGain,
): { cards: ProfitPanel; sealed: ProfitPanel } {
  return {
    cards: {
      invested: finance.totalCardValue,
      marketValue: finance.totalCardMarketValue,
      unrealized: finance.totalCardProfitLoss,
      realized: totalRealized,
      totalProfit: finance.totalCardProfitLoss + totalRealized,
      itemCount: finance.totalCards,
    },
    sealed: {
      invested: finance.totalSealedProductValue,
      marketValue: finance.totalSealedProductMarketValue,
      unrealized: finance.totalSealedProductProfitLoss,
      realized: 0,
      totalProfit: finance.totalSealedProductProfitLoss,
      itemCount: finance.totalSealedProducts,
    },
  };
}

export interface ProfitAnalysis {
  /** Total profit against what was invested, percentage points. */
  roi: number;
  totalItems: number;
  /** Market value / max(item count, 1). */
  averageItemValue: number;
  /**
   * Shares of unrealized and realized profit in percentage points. They are taken against the sum of
   * their sizes, so a loss on one side and a gain on the other still give two shares adding up to 100.
   */
  unrealizedShare: number;
  realizedShare: number;
}

export function computeProfitAnalysis(summary: ProfitSummary): ProfitAnalysis {
  const scale = Math.abs(summary.totalUnrealized) + Math.abs(summary.totalRealized);
  return {
    roi: summary.profitMargin,
    totalItems: summary.itemCount,
    averageItemValue: summary.totalMarketValue / Math.max(summary.itemCount, 1),
    unrealizedShare: percentOf(Math.abs(summary.totalUnrealized), scale),
    realizedShare: percentOf(Math.abs(summary.totalRealized), scale),
  };
}
