import { afterEach, describe, expect, it } from 'vitest';
import { makeCard } from '../../domain/testing/factories';
import type { CardfolioDatabase } from '../database';
import { freshDatabase } from '../testing/database';
import { unfiledCount, unfiledPage } from './views';

let db: CardfolioDatabase | undefined;
afterEach(async () => {
  await db?.delete();
});

describe('unfiledPage', () => {
  it('pages the unfiled copies by name across the key chunks it reads, skipping filed ones', async () => {
    db = freshDatabase();
    // 2,600 copies over three key chunks; every third is filed, names are stored out of order, and
    // each name is shared by up to three copies, so chunk ends fall inside a name's copies.
    const cards = Array.from({ length: 2600 }, (_, index) =>
      makeCard({
        id: `card-${index}`,
        name: `Card ${String(Math.floor(((index * 7919) % 2600) / 3)).padStart(4, '0')}`,
        ...(index % 3 === 0 ? { locationId: 'binder', page: 1, slot: 1 } : {}),
      }),
    );
    await db.cards.bulkAdd(cards);
    const expected = cards
      .filter((card) => !card.locationId)
      // The name index's order: name, then id (both compared as IndexedDB compares strings).
      .sort((a, b) => (a.name === b.name ? (a.id < b.id ? -1 : 1) : a.name < b.name ? -1 : 1))
      .map((card) => card.id);
    const names = async (page: number, size: number) => {
      const answer = await unfiledPage(db as CardfolioDatabase, page, size);
      expect(answer.hasNext).toBe(page * size < expected.length);
      return answer.copies.map((card) => card.id);
    };
    expect(await unfiledCount(db)).toBe(expected.length);
    expect(await names(1, 50)).toEqual(expected.slice(0, 50));
    // Page 14 of 50 straddles the first chunk's end (1,000 keys hold 666 unfiled copies).
    expect(await names(14, 50)).toEqual(expected.slice(650, 700));
    expect(await names(35, 50)).toEqual(expected.slice(1700, 1750));
    expect(await names(3, 1000)).toEqual([]);
    expect(await names(2, 1000)).toEqual(expected.slice(1000));
  });
});
