import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/apiClient';
import type { ValueSnapshot } from '../../domain/profit/valueSnapshots';
import { makeCard, makeLine } from '../../domain/testing/factories';
import type { CardfolioDatabase } from '../database';
import { freshDatabase } from '../testing/database';
import { backfillValueHistory } from './backfillValueHistory';
import { readValueSnapshots, storeBackfill, takeDailySnapshot } from './valueSnapshots';

let db: CardfolioDatabase;
afterEach(() => db?.delete());

const snapshot = (day: string, marketValue: number, source: ValueSnapshot['source'] = 'device') => ({
  collectionId: 'c1',
  day,
  marketValue,
  costBasis: 1,
  source,
});

describe('daily value snapshots', () => {
  it('takes today at the first open, follows today’s figures, replaces a backfilled today, queues nothing', async () => {
    db = freshDatabase();
    await storeBackfill(db, [snapshot('2026-11-26', 3, 'backfill')]);
    expect(await takeDailySnapshot(db, snapshot('2026-11-26', 10))).toBe(true);
    expect(await takeDailySnapshot(db, snapshot('2026-11-26', 10))).toBe(false);
    expect(await takeDailySnapshot(db, snapshot('2026-11-26', 12))).toBe(true);
    expect(await readValueSnapshots(db, 'c1')).toEqual([snapshot('2026-11-26', 12)]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('stores backfilled days without touching days that have a snapshot, oldest first', async () => {
    db = freshDatabase();
    await takeDailySnapshot(db, snapshot('2026-11-25', 10));
    const stored = await storeBackfill(db, [
      snapshot('2026-11-25', 1, 'backfill'),
      snapshot('2026-11-24', 2, 'backfill'),
    ]);
    expect(stored).toBe(1);
    expect((await readValueSnapshots(db, 'c1')).map((s) => [s.day, s.marketValue])).toEqual([
      ['2026-11-24', 2],
      ['2026-11-25', 10],
    ]);
  });
});

describe('backfillValueHistory', () => {
  const bolt = makeCard({
    name: 'Lightning Bolt',
    setCode: 'M10',
    conditionQuantities: [makeLine('Near Mint', 2, 4, { purchaseDate: '2026-11-01' })],
  });
  const unknown = makeCard({ name: 'Homebrew', setCode: 'XXX' });
  const printingOf = (card: { name: string }) =>
    card.name === 'Lightning Bolt' ? { id: '11111111-1111-4111-8111-111111111111' } : undefined;

  it('asks the price history of the held printings, stores the days before the first, then is done', async () => {
    db = freshDatabase();
    await takeDailySnapshot(db, snapshot('2026-11-04', 14));
    const send = vi.fn<ApiClient['send']>().mockResolvedValue({
      status: 200,
      ok: true,
      message: null,
      data: {
        '11111111-1111-4111-8111-111111111111': [
          { day: '2026-11-02', usd: 5, usdFoil: null, usdEtched: null, eur: null },
        ],
      },
    });
    const stored = await backfillValueHistory(db, { send }, 'c1', [bolt, unknown], printingOf, '2026-11-04');
    expect(stored).toBe(2);
    expect(send).toHaveBeenCalledWith(
      'GET',
      '/catalogue/price-history?ids=11111111-1111-4111-8111-111111111111&days=365',
    );
    expect(
      (await readValueSnapshots(db, 'c1')).map((s) => [s.day, s.marketValue, s.costBasis, s.source]),
    ).toEqual([
      ['2026-11-02', 10, 8, 'backfill'],
      ['2026-11-03', 10, 8, 'backfill'],
      ['2026-11-04', 14, 1, 'device'],
    ]);
    expect(await backfillValueHistory(db, { send }, 'c1', [bolt], printingOf, '2026-11-05')).toBe(0);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('stores nothing and tries again later when the server cannot be reached', async () => {
    db = freshDatabase();
    const send = vi.fn<ApiClient['send']>().mockRejectedValue(new Error('offline'));
    await expect(backfillValueHistory(db, { send }, 'c1', [bolt], printingOf, '2026-11-04')).rejects.toThrow(
      'offline',
    );
    expect(await db.valueSnapshots.count()).toBe(0);
    expect(await db.meta.count()).toBe(0);
  });
});
