// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeItem, makeTransaction } from '../../domain/testing/factories';
import type { CardfolioDatabase } from '../database';
import { applyIdMapping } from '../sync/applyIdMapping';
import { hookDatabase } from '../testing/hookDatabase';
import { useNewestTransactions, useTransaction, useTransactionList } from './useTransactions';

const { open, wrapper } = hookDatabase();
let db: CardfolioDatabase;

const purchase = (id: string, totalValue: number, timestamp: string) =>
  makeTransaction({
    id,
    collectionId: 'c1',
    totalValue,
    timestamp,
    items: [makeItem({ name: `Card ${id}`, quantity: 1, price: totalValue })],
  });

describe('useTransactionList', () => {
  it('lists a collection newest first with the tiles, and follows writes even when shown again', async () => {
    db = open();
    await db.transactions.bulkPut([
      purchase('a', 5, '2026-01-01T00:00:00.000Z'),
      purchase('b', 7, '2026-02-01T00:00:00.000Z'),
      makeTransaction({ id: 'other', collectionId: 'c2' }),
    ]);
    const first = renderHook(() => useTransactionList('c1'), { wrapper });
    await waitFor(() => expect(first.result.current.status).toBe('ready'));
    const ready = first.result.current as Extract<typeof first.result.current, { status: 'ready' }>;
    expect(ready.data.entries.map((entry) => entry.id)).toEqual(['b', 'a']);
    expect(ready.data.summary).toMatchObject({ totalTransactions: 2, totalSpent: 12, netValue: -12 });
    first.unmount();

    // Written while the section is away: the next visit must not be served the old list.
    await db.transactions.put(purchase('c', 1, '2026-03-01T00:00:00.000Z'));
    const again = renderHook(() => useTransactionList('c1'), { wrapper });
    await waitFor(() => {
      const current = again.result.current;
      expect(current.status === 'ready' && current.data.entries.map((entry) => entry.id)).toEqual([
        'c',
        'b',
        'a',
      ]);
    });
    await act(() => db.transactions.delete('b'));
    await waitFor(() => {
      const current = again.result.current;
      expect(current.status === 'ready' && current.data.summary.totalSpent).toBe(6);
    });
  });

  it('reads the newest page by timestamp through the index, nothing when disabled', async () => {
    db = open();
    await db.transactions.bulkPut([
      purchase('a', 5, '2026-01-01T00:00:00.000Z'),
      purchase('b', 7, '2026-03-01T00:00:00.000Z'),
      purchase('c', 9, '2026-02-01T00:00:00.000Z'),
    ]);
    const { result, rerender } = renderHook(({ enabled }) => useNewestTransactions('c1', 2, enabled), {
      wrapper,
      initialProps: { enabled: true },
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const ready = result.current as { status: 'ready'; data: { id: string }[] };
    expect(ready.data.map((entry) => entry.id)).toEqual(['b', 'c']);
    rerender({ enabled: false });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: null }));
  });

  it('reads one whole transaction for the detail, null once it is gone', async () => {
    db = open();
    await db.transactions.put(purchase('a', 5, '2026-01-01T00:00:00.000Z'));
    const { result } = renderHook(() => useTransaction('a'), { wrapper });
    await waitFor(() => expect(result.current.status === 'ready' && result.current.data?.totalValue).toBe(5));
    await act(() => db.transactions.delete('a'));
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: null }));
  });

  it('keeps showing a transaction saved offline once the answer of the server re-keys it', async () => {
    db = open();
    await db.transactions.put(purchase('temp-tx1', 5, '2026-01-01T00:00:00.000Z'));
    const { result } = renderHook(() => useTransaction('temp-tx1'), { wrapper });
    await waitFor(() =>
      expect(result.current.status === 'ready' && result.current.data?.id).toBe('temp-tx1'),
    );
    await act(() => applyIdMapping(db, { 'temp-tx1': 'real-tx1' }, 'transactions'));
    await waitFor(() =>
      expect(result.current.status === 'ready' && result.current.data?.id).toBe('real-tx1'),
    );
    expect(result.current.status === 'ready' && result.current.data?.totalValue).toBe(5);
  });
});
