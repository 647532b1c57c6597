// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CardfolioDatabase } from '../database';
import type { MarketPriceRow } from '../rows';
import { freshDatabase } from '../testing/database';
import { touchesTables, useObservedRead } from './useObservedRead';

let db: CardfolioDatabase;
afterEach(async () => {
  cleanup();
  await db?.delete();
});

const price = (id: string): MarketPriceRow => ({
  id,
  collectionId: 'c1',
  productType: 'card',
  productKey: `Card ${id}|S1|Near Mint`,
  marketPrice: 1,
  notes: '',
  condition: null,
  foil: null,
  lastUpdated: '2026-11-21T10:00:00.000Z',
});

describe('useObservedRead', () => {
  it('tells which notices concern the tables read', () => {
    expect(touchesTables({ 'idb://d/cards/': 1 }, 'd', ['cards'])).toBe(true);
    expect(touchesTables({ 'idb://d/cards/collectionId': 1 }, 'd', ['cards'])).toBe(true);
    expect(touchesTables({ 'idb://d/meta/': 1 }, 'd', ['cards'])).toBe(false);
    expect(touchesTables({ 'idb://other/cards/': 1 }, 'd', ['cards'])).toBe(false);
    expect(touchesTables({ all: 1 }, 'd', ['cards'])).toBe(true);
  });

  it('reads again after writes to its table, once for writes made while a read runs', async () => {
    db = freshDatabase();
    let reads = 0;
    const read = async () => {
      reads += 1;
      return (await db.marketPrices.toArray()).map((row) => row.id);
    };
    const { result } = renderHook(() => useObservedRead(db, ['marketPrices'], 'k', read));
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: [] }));
    const before = reads;
    await act(async () => {
      // Three commits in a row: the first starts a read, the other two land while it runs.
      await Promise.all([
        db.marketPrices.put(price('a')),
        db.marketPrices.put(price('b')),
        db.marketPrices.put(price('c')),
      ]);
    });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: ['a', 'b', 'c'] }));
    expect(reads - before).toBeLessThanOrEqual(2);
    const settled = reads;
    await act(() => db.meta.put({ key: 'unrelated', value: 1 }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reads).toBe(settled);
  });

  it('answers loading under a new key until that read is done, and hands errors back', async () => {
    db = freshDatabase();
    const { result, rerender } = renderHook(
      ({ key }) =>
        useObservedRead(db, ['cards'], key, async () => {
          if (key === 'broken') throw new Error('Read failed');
          return key;
        }),
      { initialProps: { key: 'first' } },
    );
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', data: 'first' }));
    rerender({ key: 'broken' });
    expect(result.current).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current).toEqual({ status: 'error', message: 'Read failed' }));
  });
});
