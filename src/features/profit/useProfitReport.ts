import { useMemo } from 'react';
import type { LiveResult } from '../../db/hooks/liveResult';
import { useCollectionCards } from '../../db/hooks/useCollectionCards';
import { useCollectionTransactions } from '../../db/hooks/useCollectionTransactions';
import { useMarketPrices } from '../../db/hooks/useMarketPrices';
import { useCollectionSealedProducts } from '../../db/hooks/useSealedData';
import type { CardRow } from '../../db/rows';
import { errorMessage } from '../../domain/format';
import { computeProfitReport, type ProfitReport } from '../../domain/profit/profitReport';
import { withResolvedPrices } from '../finance/collectionPrices';
import { useCollectionPrices } from '../finance/useCollectionPrices';

/**
 * The User Timing entry the three tabs' computation is recorded under, for the browser's performance
 * panel (the profit bench times computeProfitReport itself, in tests/bench/profitInPage.ts).
 */
const PROFIT_MEASURE = 'cardfolio:profit-report';

export interface ProfitData {
  report: ProfitReport;
  /** The copies read for the figures: the value history's backfill reads their printings. */
  cards: CardRow[];
}

/**
 * The Financial Performance figures of a collection, computed on the device from the local tables with
 * the domain functions the server's finance routes use. Each input is a live read (any committed change,
 * in this tab or another, reads it again); the figures are computed once per set of inputs, all three
 * tabs together, so switching tabs computes nothing.
 */
export function useProfitReport(collectionId: string): LiveResult<ProfitData> {
  const cards = useCollectionCards(collectionId);
  const prices = useCollectionPrices(useMarketPrices(collectionId));
  const sealed = useCollectionSealedProducts(collectionId);
  const transactions = useCollectionTransactions(collectionId);
  return useMemo((): LiveResult<ProfitData> => {
    for (const input of [cards, prices, sealed, transactions]) {
      if (input.status === 'error') return input;
    }
    if (
      cards.status !== 'ready' ||
      prices.status !== 'ready' ||
      sealed.status !== 'ready' ||
      transactions.status !== 'ready'
    ) {
      return { status: 'loading' };
    }
    try {
      const start = performance.now();
      const report = computeProfitReport({
        cards: withResolvedPrices(cards.data, prices.data),
        sealedProducts: sealed.data,
        transactions: transactions.data,
        marketPrices: prices.data.index,
        now: new Date(),
      });
      performance.clearMeasures(PROFIT_MEASURE);
      performance.measure(PROFIT_MEASURE, { start, end: performance.now() });
      return { status: 'ready', data: { report, cards: cards.data } };
    } catch (error) {
      return { status: 'error', message: errorMessage(error) };
    }
  }, [cards, prices, sealed, transactions]);
}
