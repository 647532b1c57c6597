import { afterEach, describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../domain/schemas';
import type { CardfolioDatabase } from '../database';
import { freshDatabase } from '../testing';
import { rememberCardDefinitions, searchCardDefinitions } from './cardDefinitions';

let db: CardfolioDatabase;
afterEach(() => db?.delete());

const printing = (
  id: string,
  name: string,
  setCode: string,
  extra: Partial<CardDefinition> = {},
): CardDefinition => ({
  id,
  name,
  set: setCode.toUpperCase(),
  setCode,
  color: 'red',
  rarity: 'Common',
  type: 'Instant',
  manaCost: '{R}',
  imageUrl: '',
  tcgplayer_id: null,
  ...extra,
});

describe('card definitions', () => {
  it('keeps one row per name and set code, updating it in place', async () => {
    db = freshDatabase();
    await rememberCardDefinitions(db, [
      printing('a', 'Lightning Bolt', 'lea'),
      printing('b', 'Lightning Bolt', 'm10'),
    ]);
    await rememberCardDefinitions(db, [
      printing('c', 'lightning bolt', 'LEA', { imageUrl: 'https://img/new.jpg' }),
    ]);
    const rows = await db.cardDefinitions.orderBy('key').toArray();
    expect(rows.map((r) => [r.id, r.key, r.imageUrl])).toEqual([
      ['a', 'lightning bolt|lea', 'https://img/new.jpg'],
      ['b', 'lightning bolt|m10', ''],
    ]);
  });

  it('finds printings by name prefix, any case, offline', async () => {
    db = freshDatabase();
    await rememberCardDefinitions(db, [
      printing('a', 'Lightning Bolt', 'lea'),
      printing('b', 'Lightning Helix', 'rav'),
      printing('c', 'Counterspell', 'lea'),
    ]);
    expect((await searchCardDefinitions(db, 'LIGHTNING', 10)).map((r) => r.name)).toEqual([
      'Lightning Bolt',
      'Lightning Helix',
    ]);
    expect(await searchCardDefinitions(db, 'light', 1)).toHaveLength(1);
    expect(await searchCardDefinitions(db, '  ', 10)).toEqual([]);
  });
});
