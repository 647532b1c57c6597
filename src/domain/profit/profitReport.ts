import {
  type CollectionFinanceInput,
  computeCollectionFinance,
  toMarketPriceIndex,
} from '../finance/collectionFinance';
import {
  computeProfitAnalysis,
  computeProfitPanels,
  computeProfitSummary,
  type ProfitAnalysis,
  type ProfitPanel,
} from '../finance/profit';
import type { FinanceRecord, ProfitSummary } from '../schemas';
import { type Performers, PerformerTally, tallyRealized, unrealizedPerformers } from './performers';
import {
  compareNewestFirst,
  type RealizedRow,
  type RealizedTotals,
  type RealizedTransaction,
  realizedRowOf,
  realizedTotals,
} from './realizedRows';

export type ProfitInput = Omit<CollectionFinanceInput, 'transactions'> & {
  transactions: readonly RealizedTransaction[];
};

/** Every figure of the Financial Performance screen's three tabs. */
export interface ProfitReport {
  finance: FinanceRecord;
  summary: ProfitSummary;
  panels: { cards: ProfitPanel; sealed: ProfitPanel };
  realized: { rows: RealizedRow[]; totals: RealizedTotals };
  analysis: ProfitAnalysis & { byUnrealized: Performers; byRealized: Performers };
  /** Nothing held and nothing sold or traded: "No profit data available". */
  empty: boolean;
}

/**
 * The three tabs' figures, computed together from one reading of the collection: the market-price
 * index is built once, the finance record (the server's finance routes use the same function) gives
 * the overview, the ledger's lines give realized rows and performers. Realized profit is the ledger's
 * (proceeds − cost basis − fees); the spec's "sales totals plus trade net" is the realized totals'
 * `amount`, shown beside it.
 */
export function computeProfitReport(input: ProfitInput): ProfitReport {
  const index = toMarketPriceIndex(input.marketPrices);
  const finance = computeCollectionFinance({ ...input, marketPrices: index });
  const rows: RealizedRow[] = [];
  const byRealized = new PerformerTally();
  // One pass over the transactions gives the realized rows and the realized performers.
  for (const transaction of input.transactions) {
    const row = realizedRowOf(transaction);
    if (!row) continue;
    rows.push(row);
    tallyRealized(byRealized, transaction);
  }
  rows.sort(compareNewestFirst);
  const totals = realizedTotals(rows);
  const summary = computeProfitSummary(finance, finance.totalRealizedGain);
  return {
    finance,
    summary,
    panels: computeProfitPanels(finance, finance.totalRealizedGain),
    realized: { rows, totals },
    analysis: {
      ...computeProfitAnalysis(summary),
      byUnrealized: unrealizedPerformers(input.cards, input.sealedProducts, index),
      byRealized: byRealized.rank(),
    },
    empty: finance.totalItems === 0 && rows.length === 0,
  };
}
