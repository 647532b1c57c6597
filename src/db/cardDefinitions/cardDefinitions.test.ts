import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../domain/schemas';
import { CardfolioDatabase } from '../database';
import { saveCardDefinitions } from './saveCardDefinitions';
import { savedPrintings, searchSavedCardDefinitions } from './searchCardDefinitions';

function definition(name: string, setCode: string, overrides: Partial<CardDefinition> = {}): CardDefinition {
  return {
    id: `${name}-${setCode}`.toLowerCase().replace(/\W+/g, '-'),
    name,
    set: `Set ${setCode}`,
    setCode,
    color: 'red',
    rarity: 'Common',
    type: 'Instant',
    manaCost: '{R}',
    imageUrl: `https://img.example/${setCode}.png`,
    tcgplayer_id: null,
    ...overrides,
  };
}

let db: CardfolioDatabase;

beforeEach(async () => {
  db = new CardfolioDatabase(`card-definitions-${crypto.randomUUID()}`);
  await db.open();
});
afterEach(async () => {
  await db.delete();
});

describe('saveCardDefinitions', () => {
  it('stores definitions with their search keys and no outbox entry', async () => {
    const written = await saveCardDefinitions(db, [definition('Lightning Bolt', 'M10')]);
    expect(written).toBe(1);
    const [row] = await db.cardDefinitions.toArray();
    expect(row).toMatchObject({
      name: 'Lightning Bolt',
      nameKey: 'lightning bolt',
      key: 'lightning bolt|m10',
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps one row per name and set code whatever the case, taking the newest fields', async () => {
    await saveCardDefinitions(db, [definition('Lightning Bolt', 'M10', { id: 'first-id' })]);
    await saveCardDefinitions(db, [
      definition('lightning bolt', 'm10', { id: 'other-id', imageUrl: 'https://img.example/new.png' }),
      definition('LIGHTNING BOLT', 'M10', { id: 'third-id' }),
    ]);
    const rows = await db.cardDefinitions.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: 'first-id', imageUrl: 'https://img.example/new.png' });
  });

  it('writes nothing for an empty list', async () => {
    expect(await saveCardDefinitions(db, [])).toBe(0);
    expect(await db.cardDefinitions.count()).toBe(0);
  });
});

describe('searchSavedCardDefinitions', () => {
  it('finds names holding every word in any case, one printing per name, by name', async () => {
    await saveCardDefinitions(db, [
      definition('Lightning Bolt', 'M10'),
      definition('Lightning Bolt', 'LEA'),
      definition('Lightning Helix', 'C13'),
      definition('Chain Lightning', 'LEG'),
      definition('Counterspell', 'ICE'),
    ]);
    const found = await searchSavedCardDefinitions(db, 'LIGHTNING');
    expect(found.map((card) => card.name)).toEqual(['Chain Lightning', 'Lightning Bolt', 'Lightning Helix']);
    const both = await searchSavedCardDefinitions(db, 'bolt light');
    expect(both.map((card) => card.name)).toEqual(['Lightning Bolt']);
    expect(both[0]).not.toHaveProperty('nameKey');
  });

  it('needs two characters and shows at most the limit', async () => {
    const names = Array.from({ length: 14 }, (_, index) => `Goblin ${String(index).padStart(2, '0')}`);
    await saveCardDefinitions(
      db,
      names.map((name) => definition(name, 'M10')),
    );
    expect(await searchSavedCardDefinitions(db, 'g')).toEqual([]);
    const found = await searchSavedCardDefinitions(db, 'goblin');
    expect(found.map((card) => card.name)).toEqual(names.slice(0, 10));
    expect(await searchSavedCardDefinitions(db, 'goblin', 3)).toHaveLength(3);
  });
});

describe('savedPrintings', () => {
  it('lists every saved printing of one exact name by set name', async () => {
    await saveCardDefinitions(db, [
      definition('Sol Ring', 'C13', { set: 'Commander 2013' }),
      definition('Sol Ring', 'LEA', { set: 'Limited Edition Alpha' }),
      definition('Sol Ring', 'CMR', { set: 'Commander Legends' }),
      definition('Sol Talisman', 'MIR'),
    ]);
    const printings = await savedPrintings(db, 'sol ring');
    expect(printings.map((card) => card.setCode)).toEqual(['C13', 'CMR', 'LEA']);
    expect(await savedPrintings(db, ' ')).toEqual([]);
  });
});
