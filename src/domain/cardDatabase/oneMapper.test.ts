import { describe, expect, it } from 'vitest';
import { loadFixturePrintings } from '../../../tests/fixtures/cardDb/cardDbFixtureServer';
import { CATALOGUE_COLUMNS, fromCompactRow, toCompactRow } from '../catalogue/compactRows';
import { catalogueRecordFromScryfall } from '../catalogue/fromScryfall';
import { catalogueCardDefinition } from '../catalogue/toCardDefinition';
import { mapScryfallCard } from './mapping';
import { ScryfallCard } from './scryfallSchema';

const fixtures = loadFixturePrintings();
const firstOf = (layout: string) => {
  const card = fixtures.find((printing) => printing.layout === layout);
  if (!card) throw new Error(`no ${layout} printing in the fixture`);
  return card;
};

/** Bruna, the Fading Light as the card database writes a meld part: one face, the meld in all_parts. */
const meldPart = {
  object: 'card',
  id: '2f1d1d83-6d2b-4b4d-8d8c-5a7f0e7c2a11',
  oracle_id: '9c5e1b3c-3f5b-4f4e-a0a4-6c1a4f0c2d10',
  name: 'Bruna, the Fading Light',
  lang: 'en',
  released_at: '2016-07-22',
  layout: 'meld',
  mana_cost: '{5}{W}{W}',
  cmc: 7,
  type_line: 'Legendary Creature — Angel Horror',
  oracle_text:
    'When you cast this spell, you may return target Angel or Human creature card from your graveyard to the battlefield.',
  power: '5',
  toughness: '7',
  colors: ['W'],
  color_identity: ['W'],
  all_parts: [
    { component: 'meld_part', name: 'Gisela, the Broken Blade' },
    { component: 'meld_result', name: 'Brisela, Voice of Nightmares' },
  ],
  image_uris: { small: 'https://img.test/bruna/small.jpg', normal: 'https://img.test/bruna/normal.jpg' },
  finishes: ['nonfoil', 'foil'],
  set: 'emn',
  set_name: 'Eldritch Moon',
  collector_number: '15a',
  rarity: 'rare',
  artist: 'Clint Cearley',
  frame: '2015',
  prices: { usd: '1.05', usd_foil: '3.20', eur: '0.95', eur_foil: '2.50' },
};

/** The catalogue's path: ingest record → compact row (the download) → printing → definition. */
function offlineDefinition(json: unknown) {
  const record = catalogueRecordFromScryfall(json);
  if (!record) throw new Error('not read');
  return catalogueCardDefinition(fromCompactRow(toCompactRow(record), CATALOGUE_COLUMNS));
}

describe('one mapper, online and offline', () => {
  it('gives every fixture printing the same definition online as through the stored catalogue', () => {
    for (const card of [...fixtures, meldPart]) {
      expect(mapScryfallCard(ScryfallCard.parse(card)), String(card.name)).toEqual(offlineDefinition(card));
    }
  });

  it('reads a transform card from its faces: the front colours and image, the faces cost and texts', () => {
    const delver = catalogueRecordFromScryfall(firstOf('transform'));
    expect(delver).toMatchObject({
      name: 'Brutal Cathar // Moonrage Brute',
      colors: 'W',
      manaCost: '{2}{W}',
      typeLine: 'Creature — Human Soldier Werewolf // Creature — Werewolf',
      power: '3',
      toughness: '3',
      colorIdentity: 'W',
    });
    expect(delver?.imageFront).toMatch(/normal/);
    expect(delver?.imageBack).toMatch(/back\/normal/);
    expect(delver?.oracleText).toContain(' // ');
  });

  it("joins a modal double-faced card's costs and texts, keeping its mana value", () => {
    const agadeem = catalogueRecordFromScryfall(firstOf('modal_dfc'));
    expect(agadeem).toMatchObject({
      colors: 'B',
      manaCost: '{X}{B}{B}{B}',
      typeLine: 'Sorcery // Land',
      manaValue: 3,
    });
    expect(agadeem?.oracleText).toMatch(/^Return from your graveyard.* \/\/ As Agadeem/s);
    expect(mapScryfallCard(ScryfallCard.parse(firstOf('modal_dfc')))).toMatchObject({
      color: 'black',
      manaCost: '{X}{B}{B}{B}',
    });
  });

  it("keeps a split card's and an adventure card's top-level colours, cost and image", () => {
    expect(offlineDefinition(firstOf('split'))).toMatchObject({
      color: 'multicolor',
      manaCost: '{1}{R} // {1}{U}',
    });
    const giant = catalogueRecordFromScryfall(firstOf('adventure'));
    expect(giant).toMatchObject({ colors: 'R', manaCost: '{2}{R} // {1}{R}', imageBack: '' });
    expect(giant?.imageFront).not.toBe('');
  });

  it('reads a meld part as a plain card with its query fields and euro prices', () => {
    expect(catalogueRecordFromScryfall(meldPart)).toMatchObject({
      name: 'Bruna, the Fading Light',
      colors: 'W',
      manaValue: 7,
      power: '5',
      toughness: '7',
      artist: 'Clint Cearley',
      frame: '2015',
      finishes: 'nonfoil,foil',
      eur: 0.95,
      eurFoil: 2.5,
      imageFront: 'https://img.test/bruna/normal.jpg',
    });
  });
});
