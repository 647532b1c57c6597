import { afterEach, describe, expect, it } from 'vitest';
import type { CardfolioDatabase } from '../database';
import { freshDatabase } from '../testing/database';
import {
  financeCalculatedKey,
  readFinanceCalculatedAt,
  recordFinanceCalculation,
} from './financeCalculations';

let db: CardfolioDatabase;
afterEach(() => db?.delete());

describe('finance calculation time on the device', () => {
  it('is null until recorded, then kept per collection without queueing any call', async () => {
    db = freshDatabase();
    expect(await readFinanceCalculatedAt(db, 'c1')).toBeNull();
    const written = await recordFinanceCalculation(db, 'c1', new Date('2026-11-21T10:00:00.000Z'));
    expect(written).toBe('2026-11-21T10:00:00.000Z');
    expect(await readFinanceCalculatedAt(db, 'c1')).toBe('2026-11-21T10:00:00.000Z');
    expect(await readFinanceCalculatedAt(db, 'c2')).toBeNull();
    await recordFinanceCalculation(db, 'c1', new Date('2026-11-22T08:30:00.000Z'));
    expect(await readFinanceCalculatedAt(db, 'c1')).toBe('2026-11-22T08:30:00.000Z');
    expect(await db.outbox.count()).toBe(0);
  });

  it('refuses a blank collection id and ignores a stored value that is not a time', async () => {
    db = freshDatabase();
    await expect(recordFinanceCalculation(db, ' ')).rejects.toThrow('A collection is needed');
    await db.meta.put({ key: financeCalculatedKey('c1'), value: 42 });
    expect(await readFinanceCalculatedAt(db, 'c1')).toBeNull();
  });
});
