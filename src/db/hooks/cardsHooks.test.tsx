// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CardInput } from '../../domain/schemas';
import { createCard } from '../cards/createCard';
import { deleteCard } from '../cards/deleteCard';
import { editCard } from '../cards/editCard';
import { createCollection } from '../collections/createCollection';
import type { CardfolioDatabase } from '../database';
import { recordFinanceCalculation } from '../finance/financeCalculations';
import type { MarketPriceRow, SealedProductRow, TransactionRow } from '../rows';
import { hookDatabase } from '../testing/hookDatabase';
import { useCollectionCards } from './useCollectionCards';
import { useCollectionFinanceInputs } from './useCollectionFinanceInputs';
import { useFinanceCalculatedAt } from './useFinanceCalculatedAt';
import { useMarketPrices } from './useMarketPrices';

const { open, wrapper } = hookDatabase();
let db: CardfolioDatabase;
const STAMP = '2026-11-21T10:00:00.000Z';
const card = (collectionId: string, name: string): CardInput => ({
  collectionId,
  name,
  conditionQuantities: [{ condition: 'Near Mint', quantity: 1 }],
});

describe('cards view hooks', () => {
  it('useCollectionCards follows creates, edits and deletes of its collection only', async () => {
    db = open();
    const binder = await createCollection(db, { name: 'Binder' });
    const other = await createCollection(db, { name: 'Other' });
    const { result } = renderHook(() => useCollectionCards(binder.id), { wrapper });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: [] }));
    const bolt = await act(() => createCard(db, card(binder.id, 'Lightning Bolt')));
    await act(() => createCard(db, card(other.id, 'Opt')));
    await waitFor(() => expect(names(result.current)).toEqual(['Lightning Bolt']));
    await act(() => editCard(db, bolt.id, { name: 'Chain Lightning' }));
    await waitFor(() => expect(names(result.current)).toEqual(['Chain Lightning']));
    await act(() => deleteCard(db, bolt.id));
    await waitFor(() => expect(names(result.current)).toEqual([]));
  });

  it('reads as loading, not as the old collection, while another collection is read', async () => {
    db = open();
    const first = await createCollection(db, { name: 'First' });
    const second = await createCollection(db, { name: 'Second' });
    await createCard(db, card(first.id, 'Opt'));
    const { result, rerender } = renderHook(({ id }) => useCollectionCards(id), {
      wrapper,
      initialProps: { id: first.id },
    });
    await waitFor(() => expect(names(result.current)).toEqual(['Opt']));
    rerender({ id: second.id });
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: [] }));
  });

  it('hands a failed read back as an error value', async () => {
    db = open();
    await db.open();
    db.close({ disableAutoOpen: true });
    const { result } = renderHook(() => useCollectionCards('c1'), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current).toMatchObject({ message: expect.stringMatching(/closed/i) });
  });

  it('the finance inputs follow market prices, sealed products, transactions and the calculation time', async () => {
    db = open();
    const prices = renderHook(() => useMarketPrices('c1'), { wrapper });
    const inputs = renderHook(() => useCollectionFinanceInputs('c1'), { wrapper });
    const calculated = renderHook(() => useFinanceCalculatedAt('c1'), { wrapper });
    await waitFor(() => expect(calculated.result.current).toEqual({ status: 'ready', data: null }));
    await act(async () => {
      await db.marketPrices.bulkPut([price('p1', 'c1'), price('p2', 'c2')]);
      await db.sealedProducts.put({ id: 's1', collectionId: 'c1' } as SealedProductRow);
      await db.transactions.bulkPut([
        { id: 't1', collectionId: 'c1', type: 'sale' } as TransactionRow,
        { id: 't2', collectionId: 'c2', type: 'trade' } as TransactionRow,
      ]);
      await recordFinanceCalculation(db, 'c1', new Date(STAMP));
    });
    await waitFor(() => expect(calculated.result.current).toEqual({ status: 'ready', data: STAMP }));
    await waitFor(() => expect(ids(prices.result.current)).toEqual(['p1']));
    await waitFor(() =>
      expect(inputs.result.current).toMatchObject({
        status: 'ready',
        data: { sealedProducts: [{ id: 's1' }], transactions: [{ type: 'sale' }] },
      }),
    );
  });
});

function price(id: string, collectionId: string): MarketPriceRow {
  return {
    id,
    collectionId,
    productType: 'card',
    productKey: 'Opt|XLN|Near Mint',
    marketPrice: 0.25,
    notes: '',
    condition: null,
    foil: null,
    lastUpdated: STAMP,
  };
}

function names(result: { status: string; data?: { name: string }[] }) {
  return result.status === 'ready' ? result.data?.map((row) => row.name) : result.status;
}
function ids(result: { status: string; data?: { id: string }[] }) {
  return result.status === 'ready' ? result.data?.map((row) => row.id) : result.status;
}
