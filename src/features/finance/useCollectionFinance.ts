import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useDatabase } from '../../db/DatabaseProvider';
import { recordFinanceCalculation } from '../../db/finance/financeCalculations';
import type { LiveResult } from '../../db/hooks/liveResult';
import { useCollectionFinanceInputs } from '../../db/hooks/useCollectionFinanceInputs';
import { useFinanceCalculatedAt } from '../../db/hooks/useFinanceCalculatedAt';
import type { CardRow } from '../../db/rows';
import { computeCollectionFinance } from '../../domain/finance/collectionFinance';
import type { FinanceRecord } from '../../domain/schemas';
import { type CollectionPrices, withResolvedPrices } from './collectionPrices';
import { computeFinanceTimed } from './computeFinanceTimed';
import { FINANCE_TEXTS } from './financeTexts';

/** Until the deferred render, the summary reads as loading: the cards view draws first. */
const LOADING: LiveResult<never> = { status: 'loading' };

export type CollectionFinanceState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'empty' }
  | { status: 'ready'; record: FinanceRecord };

export interface CollectionFinance {
  state: CollectionFinanceState;
  /** Calculate Finance Data and Refresh: compute again and record when. */
  recalculate(): Promise<void>;
  recalculating: boolean;
  /** Why the last recalculation failed; null after a success. */
  recalculateError: string | null;
}

/**
 * The collection's finance record, computed on the device with the same domain function the server's
 * finance routes use, from the local tables. The figures follow the data live; "Last updated" is when
 * the user last calculated them here, and until then the panel offers to calculate (empty state). The
 * inputs are deferred: after a change the cards view redraws first and the summary follows.
 */
export function useCollectionFinance(
  collectionId: string,
  cards: LiveResult<CardRow[]>,
  marketPrices: LiveResult<CollectionPrices>,
): CollectionFinance {
  const db = useDatabase();
  const others = useCollectionFinanceInputs(collectionId);
  const calculatedAt = useFinanceCalculatedAt(collectionId);
  const deferredCards = useDeferredValue(cards, LOADING);
  const [recalculating, setRecalculating] = useState(false);
  const [recalculateError, setRecalculateError] = useState<string | null>(null);

  const state = useMemo((): CollectionFinanceState => {
    for (const input of [deferredCards, marketPrices, others, calculatedAt]) {
      if (input.status === 'error') return { status: 'error', message: input.message };
    }
    if (
      deferredCards.status !== 'ready' ||
      marketPrices.status !== 'ready' ||
      others.status !== 'ready' ||
      calculatedAt.status !== 'ready'
    ) {
      return { status: 'loading' };
    }
    // A new calculation time (Refresh) arrives through the live read, and computes the figures again.
    if (calculatedAt.data === null) return { status: 'empty' };
    try {
      const record = computeFinanceTimed(() =>
        computeCollectionFinance({
          cards: withResolvedPrices(deferredCards.data, marketPrices.data),
          sealedProducts: others.data.sealedProducts,
          transactions: others.data.transactions,
          marketPrices: marketPrices.data.index,
          now: new Date(),
        }),
      );
      return { status: 'ready', record: { ...record, lastCalculated: calculatedAt.data } };
    } catch (error) {
      return { status: 'error', message: error instanceof Error ? error.message : String(error) };
    }
  }, [deferredCards, marketPrices, others, calculatedAt]);

  const recalculate = useCallback(async () => {
    setRecalculating(true);
    try {
      await recordFinanceCalculation(db, collectionId);
      setRecalculateError(null);
    } catch {
      setRecalculateError(FINANCE_TEXTS.recalculateFailed);
    } finally {
      setRecalculating(false);
    }
  }, [db, collectionId]);

  return { state, recalculate, recalculating, recalculateError };
}
