// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CardfolioDatabase } from '../../db/database';
import type { LiveResult } from '../../db/hooks/liveResult';
import type { CardRow, SealedProductRow, TransactionRow } from '../../db/rows';
import { hookDatabase } from '../../db/testing/hookDatabase';
import { makeCard, makeLine, makePrice, makeSealed, makeTransaction } from '../../domain/testing/factories';
import { buildCollectionPrices, type CollectionPrices } from './collectionPrices';
import { useCollectionFinance } from './useCollectionFinance';

const { open, wrapper } = hookDatabase();
let db: CardfolioDatabase;
const prices: LiveResult<CollectionPrices> = {
  status: 'ready',
  data: buildCollectionPrices([makePrice('Lightning Bolt|M10|Near Mint', 2.5, { collectionId: 'c1' })]),
};
// Two Bolts bought at 1.50, worth 2.50: purchase 3.00, market 5.00, P&L +2.00 (+66.67 %).
const bolts: LiveResult<CardRow[]> = {
  status: 'ready',
  data: [
    makeCard({ collectionId: 'c1', setCode: 'M10', conditionQuantities: [makeLine('Near Mint', 2, 1.5)] }),
  ],
};

describe('useCollectionFinance', () => {
  it('is empty until calculated, then follows the data live with the time it was calculated', async () => {
    db = open();
    await db.sealedProducts.put(
      makeSealed({ collectionId: 'c1', quantity: 1, purchasePrice: 90 }) as SealedProductRow,
    );
    await db.transactions.put(makeTransaction({ collectionId: 'c1', type: 'sale' }) as TransactionRow);
    const { result, rerender } = renderHook(({ cards }) => useCollectionFinance('c1', cards, prices), {
      wrapper,
      initialProps: { cards: bolts },
    });
    expect(result.current.state.status).toBe('loading');
    await waitFor(() => expect(result.current.state.status).toBe('empty'));
    await act(() => result.current.recalculate());
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    const ready = result.current.state;
    if (ready.status !== 'ready') throw new Error('calculated');
    expect(ready.record).toMatchObject({
      totalCards: 2,
      totalSealedProducts: 1,
      totalCardValue: 3,
      totalCardMarketValue: 5,
      totalCardProfitLoss: 2,
      totalSealedProductValue: 90,
      // The box has no market price: 2 of 3 copies priced.
      itemsWithMarketPrices: 2,
      itemsWithoutMarketPrices: 1,
      totalTransactions: 1,
      totalSales: 1,
    });
    expect(ready.record.lastCalculated).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const more: LiveResult<CardRow[]> = {
      status: 'ready',
      data: [
        ...bolts.data,
        makeCard({ collectionId: 'c1', setCode: 'M10', conditionQuantities: [makeLine('Near Mint', 1, 2)] }),
      ],
    };
    rerender({ cards: more });
    await waitFor(() =>
      expect(result.current.state).toMatchObject({ record: { totalCards: 3, totalCardValue: 5 } }),
    );

    // A sealed product and a transaction written later are read again too.
    await act(async () => {
      await db.sealedProducts.put(
        makeSealed({ collectionId: 'c1', quantity: 1, purchasePrice: 10 }) as SealedProductRow,
      );
      await db.transactions.put(makeTransaction({ collectionId: 'c1', type: 'purchase' }) as TransactionRow);
    });
    await waitFor(() =>
      expect(result.current.state).toMatchObject({
        record: { totalSealedProducts: 2, totalSealedProductValue: 100, totalTransactions: 2 },
      }),
    );
  });

  it('reports a failed read as an error', async () => {
    db = open();
    const failed: LiveResult<CardRow[]> = { status: 'error', message: 'Read failed' };
    const { result } = renderHook(() => useCollectionFinance('c1', failed, prices), { wrapper });
    await waitFor(() => expect(result.current.state).toEqual({ status: 'error', message: 'Read failed' }));
  });
});
