import { describe, expect, it } from 'vitest';
import { CardDefinition } from '../schemas';
import { cardDefinitionKey, mapScryfallCard, mapScryfallColors, mapScryfallRarity } from './mapping';
import { ScryfallCard } from './scryfallSchema';

const bolt = ScryfallCard.parse({
  object: 'card',
  id: 'e3285e6b-3e79-4d7c-bf96-d920f973b80b',
  name: 'Lightning Bolt',
  set_name: 'Magic 2010',
  set: 'm10',
  colors: ['R'],
  color_identity: ['R'],
  rarity: 'common',
  type_line: 'Instant',
  mana_cost: '{R}',
  image_uris: { small: 'https://img.test/bolt-small.jpg', normal: 'https://img.test/bolt-normal.jpg' },
  tcgplayer_id: 33361,
  cardmarket_id: 21_017,
  collector_number: '146',
  prices: { usd: '2.15', usd_foil: null },
});

const delver = ScryfallCard.parse({
  id: 'delver-id',
  name: 'Delver of Secrets // Insectile Aberration',
  set_name: 'Innistrad',
  set: 'isd',
  rarity: 'common',
  type_line: 'Creature — Human Wizard // Creature — Human Insect',
  card_faces: [
    {
      name: 'Delver of Secrets',
      mana_cost: '{U}',
      type_line: 'Creature — Human Wizard',
      colors: ['U'],
      image_uris: { small: 'https://img.test/delver-front-small.jpg' },
    },
    { name: 'Insectile Aberration', mana_cost: '', colors: ['U'], image_uris: { normal: 'back.jpg' } },
  ],
});

describe('mapScryfallCard', () => {
  it('maps a plain card to a valid definition', () => {
    const definition = mapScryfallCard(bolt);
    expect(definition).toEqual({
      id: 'e3285e6b-3e79-4d7c-bf96-d920f973b80b',
      name: 'Lightning Bolt',
      set: 'Magic 2010',
      setCode: 'M10',
      color: 'red',
      rarity: 'Common',
      type: 'Instant',
      manaCost: '{R}',
      imageUrl: 'https://img.test/bolt-normal.jpg',
      tcgplayer_id: 33361,
      cardmarket_id: 21_017,
      collectorNumber: '146',
    });
    expect(CardDefinition.safeParse(definition).success).toBe(true);
  });

  it("takes a double-faced card's colour and image from its front face, its cost from the faces", () => {
    const definition = mapScryfallCard(delver);
    expect(definition.color).toBe('blue');
    expect(definition.manaCost).toBe('{U}');
    expect(definition.imageUrl).toBe('https://img.test/delver-front-small.jpg');
    expect(definition.tcgplayer_id).toBeNull();
    expect(definition.cardmarket_id).toBeNull();
    expect(definition).not.toHaveProperty('collectorNumber');
  });

  it('keeps a split card top-level joined mana cost and joins face types when the top has none', () => {
    const split = ScryfallCard.parse({
      id: 'fire-ice',
      name: 'Fire // Ice',
      set_name: 'Apocalypse',
      set: 'apc',
      rarity: 'uncommon',
      colors: ['U', 'R'],
      mana_cost: '{1}{R} // {1}{U}',
      card_faces: [
        { name: 'Fire', type_line: 'Instant', mana_cost: '{1}{R}' },
        { name: 'Ice', type_line: 'Instant', mana_cost: '{1}{U}' },
      ],
    });
    const definition = mapScryfallCard(split);
    expect(definition.manaCost).toBe('{1}{R} // {1}{U}');
    expect(definition.type).toBe('Instant // Instant');
    expect(definition.color).toBe('multicolor');
    expect(definition.imageUrl).toBe('');
  });
});

describe('rarity and colour', () => {
  it('maps each card-database rarity, unknown ones to Common', () => {
    expect(['common', 'uncommon', 'rare', 'mythic', 'special', 'basic'].map(mapScryfallRarity)).toEqual([
      'Common',
      'Uncommon',
      'Rare',
      'Mythic Rare',
      'Special',
      'Basic Land',
    ]);
    expect(mapScryfallRarity('bonus')).toBe('Common');
    expect(mapScryfallRarity('MYTHIC')).toBe('Mythic Rare');
  });

  it('maps W U B R G, none to colorless and several to multicolor', () => {
    expect(['W', 'U', 'B', 'R', 'G'].map((symbol) => mapScryfallColors([symbol]))).toEqual([
      'white',
      'blue',
      'black',
      'red',
      'green',
    ]);
    expect(mapScryfallColors([])).toBe('colorless');
    expect(mapScryfallColors(undefined)).toBe('colorless');
    expect(mapScryfallColors(['W', 'B'])).toBe('multicolor');
    expect(mapScryfallColors(['C'])).toBe('colorless');
  });
});

describe('keys', () => {
  it('keys definitions by lower-case name and set code', () => {
    expect(cardDefinitionKey('Lightning Bolt', 'M10')).toBe('lightning bolt|m10');
    expect(cardDefinitionKey(' lightning BOLT ', 'm10')).toBe(cardDefinitionKey('Lightning Bolt', 'M10'));
  });
});
