import { describe, expect, it } from 'vitest';
import { makePricedPrinting } from '../testing/factories';
import { buildCataloguePriceLookup } from './cataloguePrices';
import type { CataloguePrinting } from './cataloguePrinting';
import { CATALOGUE_COLUMNS, type CompactRow, fromCompactRow, toCompactRow } from './compactRows';

describe('catalogue prices', () => {
  const lookup = buildCataloguePriceLookup([
    makePricedPrinting({}),
    makePricedPrinting({ collectorNumber: '300', usd: 40, tcgplayerId: 77 }),
    makePricedPrinting({ name: 'Etched One', setCode: 'cmr', usdFoil: null, usdEtched: 5 }),
  ]);

  it('prices a copy by its finish, from its exact printing or the set’s regular one', () => {
    expect(lookup({ name: 'Lightning Bolt', setCode: 'M10', foil: false })).toBe(2);
    expect(lookup({ name: 'lightning bolt', setCode: 'M10', foil: true })).toBe(9);
    expect(lookup({ name: 'Lightning Bolt', setCode: 'M10', foil: false, tcgplayer_id: 77 })).toBe(40);
    expect(lookup({ name: 'Etched One', setCode: 'CMR', foil: true })).toBe(5);
    expect(lookup({ name: 'Unknown', setCode: 'M10', foil: false })).toBeUndefined();
  });
});

describe('compact rows', () => {
  const full: CataloguePrinting = {
    id: 'abc-1',
    name: 'A // B',
    setCode: 'znr',
    setName: 'Zendikar Rising',
    collectorNumber: '1',
    lang: 'en',
    rarity: 'mythic',
    colors: 'B',
    typeLine: 'Sorcery // Land',
    manaCost: '{B}',
    imageFront: 'https://img/abc-1/front.png',
    imageBack: 'https://img/abc-1/back.png',
    tcgplayerId: 5,
    releasedAt: '2020-09-25',
    usd: 1.5,
    usdFoil: null,
    usdEtched: null,
    cardmarketId: 521_478,
    oracleText: 'Return up to X creature cards. // As it enters, you may pay 3 life.',
    power: '',
    toughness: '',
    artist: 'Jason A. Engle',
    frame: '2015',
    colorIdentity: 'B',
    manaValue: 3,
    finishes: 'nonfoil,foil',
    eur: 1.25,
    eurFoil: null,
  };
  /** What a row stored before issue 24's columns reads for them. */
  const noQueryFields = {
    oracleText: '',
    power: '',
    toughness: '',
    artist: '',
    frame: '',
    colorIdentity: '',
    manaValue: null,
    finishes: '',
    eur: null,
    eurFoil: null,
  };

  it('round-trip a printing, image links written with {id}', () => {
    const row: CompactRow = toCompactRow(full);
    expect(row).toContain('https://img/{id}/front.png');
    expect(fromCompactRow(row, CATALOGUE_COLUMNS)).toEqual(full);
  });

  it('read a row stored before the Cardmarket id and the query fields were carried as having none', () => {
    const older = toCompactRow(full).slice(0, CATALOGUE_COLUMNS.indexOf('cardmarketId'));
    expect(older).toHaveLength(17);
    expect(fromCompactRow(older, CATALOGUE_COLUMNS)).toEqual({
      ...full,
      ...noQueryFields,
      cardmarketId: null,
    });
  });

  it("read an older server's answer, whose columns lack the Cardmarket id, as having none", () => {
    const columns = CATALOGUE_COLUMNS.slice(0, CATALOGUE_COLUMNS.indexOf('cardmarketId'));
    const answerRow = columns.map((column) => toCompactRow(full)[CATALOGUE_COLUMNS.indexOf(column)] ?? null);
    expect(fromCompactRow(answerRow, columns)).toEqual({ ...full, ...noQueryFields, cardmarketId: null });
  });
});
