import { describe, expect, it } from 'vitest';
import { MAX_MONEY, MAX_RECORD_QUANTITY } from '../limits';
import { peerFixture } from '../testing/peerFixtures';
import { peerFormat } from './formats';
import { IMPORT_TEXTS } from './importTexts';
import { parsePeerCsv } from './parsePeerCsv';
import type { PeerFormatId } from './peerFormat';

function parse(file: string) {
  const outcome = parsePeerCsv(peerFixture(file));
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.file;
}

const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

/** Each real export: its format, rows, copies, priced value, foils and etched as the files say. */
const REAL_EXPORTS: Array<{
  file: string;
  format: PeerFormatId;
  rows: number;
  copies: number;
  value: number;
  foil: number;
  etched: number;
}> = [
  {
    file: 'manabox-real-export.csv',
    format: 'manabox',
    rows: 42,
    copies: 42,
    value: 13248.89,
    foil: 6,
    etched: 2,
  },
  {
    file: 'moxfield-real-export.csv',
    format: 'moxfield',
    rows: 43,
    copies: 43,
    value: 8643,
    foil: 6,
    etched: 2,
  },
  {
    file: 'moxfield-conditions-real-export.csv',
    format: 'moxfield',
    rows: 6,
    copies: 6,
    value: 1.77,
    foil: 0,
    etched: 0,
  },
  {
    file: 'archidekt-real-export.csv',
    format: 'archidekt',
    rows: 43,
    copies: 43,
    value: 0,
    foil: 6,
    etched: 2,
  },
  { file: 'deckbox-real-export.csv', format: 'deckbox', rows: 41, copies: 42, value: 0, foil: 8, etched: 0 },
  {
    file: 'dragonshield-real-export.csv',
    format: 'dragonShield',
    rows: 42,
    copies: 42,
    value: 0,
    foil: 8,
    etched: 0,
  },
  {
    file: 'dragonshield-tokens-real-export.csv',
    format: 'dragonShield',
    rows: 4,
    copies: 4,
    value: 0.23,
    foil: 0,
    etched: 0,
  },
  {
    file: 'tcgplayer-real-export.csv',
    format: 'tcgplayer',
    rows: 43,
    copies: 43,
    value: 0,
    foil: 8,
    etched: 0,
  },
  {
    file: 'topdecked-real-export.csv',
    format: 'topdecked',
    rows: 43,
    copies: 43,
    value: 8657.1,
    foil: 7,
    etched: 1,
  },
  {
    file: 'mtggoldfish-real-export.csv',
    format: 'mtgGoldfish',
    rows: 29,
    copies: 29,
    value: 0,
    foil: 5,
    etched: 2,
  },
  {
    file: 'cardmarket-real-export.csv',
    format: 'cardmarket',
    rows: 40,
    copies: 40,
    value: 8442.8,
    foil: 8,
    etched: 0,
  },
];

describe('parsePeerCsv over the real exports', () => {
  it.each(REAL_EXPORTS)('reads $file as $format', (expected) => {
    const file = parse(expected.file);
    expect(file.format.id).toBe(expected.format);
    expect(file.problems).toEqual([]);
    expect(file.rows).toHaveLength(expected.rows);
    expect(sum(file.rows.map((row) => row.quantity))).toBe(expected.copies);
    expect(sum(file.rows.map((row) => (row.purchasePrice ?? 0) * row.quantity))).toBe(expected.value);
    expect(file.rows.filter((row) => row.finish === 'foil')).toHaveLength(expected.foil);
    expect(file.rows.filter((row) => row.finish === 'etched')).toHaveLength(expected.etched);
  });

  it('maps ManaBox conditions, languages and prices', () => {
    const { rows } = parse('manabox-real-export.csv');
    expect(rows[0]).toMatchObject({
      line: 2,
      name: 'Aragorn, the Uniter',
      setCode: 'LTR',
      collectorNumber: '741z',
      finish: 'foil',
      condition: 'Near Mint',
      language: 'en',
      purchasePrice: 4599.99,
      scryfallId: '9d481911-48a9-4cd7-a3b4-14c058dcac19',
    });
    const bolts = rows.filter((row) => row.name === 'Lightning Bolt' && row.setCode === 'M11');
    expect(new Set(bolts.map((row) => row.condition))).toEqual(
      new Set(['Near Mint', 'Excellent', 'Played', 'Mint']),
    );
    expect(new Set(bolts.map((row) => row.language))).toContain('zht');
  });

  it("maps Cardmarket's condition numbers (1 MT … 7 PO), language ids and isFoil", () => {
    const { rows } = parse('cardmarket-real-export.csv');
    const bolts = rows.filter((row) => row.peerProductId === '241866');
    const english = bolts.filter((row) => row.language === 'en' && row.finish === 'nonfoil');
    expect(english.map((row) => [row.purchasePrice, row.condition])).toEqual([
      [0.3, 'Good'],
      [0.2, 'Light Played'],
      [0.15, 'Played'],
      [0.1, 'Poor'],
      [0.5, 'Mint'],
    ]);
    const text = (condition: string) =>
      `idProduct;groupCount;price;idLanguage;condition;isFoil;isSigned;isAltered;isPlayset;isReverseHolo;isFirstEd;isFullArt;isUberRare;isWithDie\r\n241866;2;;3;${condition};;;;;;;;;\r\n`;
    const excellent = parsePeerCsv(text('3'));
    expect(excellent.ok && excellent.file.rows[0]).toMatchObject({
      condition: 'Excellent',
      language: 'de',
      quantity: 2,
      finish: 'nonfoil',
    });
    const unknown = parsePeerCsv(text('8'));
    expect(unknown.ok && unknown.file.problems).toEqual([
      { line: 2, message: IMPORT_TEXTS.badCondition(2, '8') },
    ]);
    // The languages in the order the ManaBox export of the same collection lists them.
    expect(bolts.filter((row) => row.language !== 'en').map((row) => row.language)).toEqual([
      'es',
      'fr',
      'de',
      'it',
      'pt',
      'ja',
      'ko',
      'ru',
      'zhs',
      'zht',
    ]);
  });

  it('maps every Moxfield condition spelling', () => {
    const { rows } = parse('moxfield-conditions-real-export.csv');
    expect(rows.map((row) => row.condition)).toEqual([
      'Mint',
      'Near Mint',
      'Lightly Played',
      'Heavily Played',
      'Played',
      'Damaged',
    ]);
    expect(rows[1]?.language).toBe('ko');
    expect(rows[0]?.date).toBe('2026-05-15');
  });

  it('reads a date that does not exist as none, and the row still imports', () => {
    const outcome = parsePeerCsv(
      [
        'Count,Tradelist Count,Name,Edition,Condition,Language,Foil,Tags,Last Modified,Collector Number,Alter,Proxy,Purchase Price',
        '1,0,Shock,m11,Near Mint,English,,,2026-02-30 10:00:00,1,False,False,1.25',
      ].join('\n'),
    );
    if (!outcome.ok) throw new Error(outcome.error);
    expect(outcome.file.rows[0]).toMatchObject({ name: 'Shock', quantity: 1, date: null });
  });

  it('reads the Dragon Shield sep line, foil treatments and dates', () => {
    const { rows } = parse('dragonshield-real-export.csv');
    expect(rows[0]).toMatchObject({ collectorNumber: '741z', finish: 'foil', date: '2026-05-15', line: 3 });
    expect(parse('dragonshield-tokens-real-export.csv').rows[0]).toMatchObject({
      name: 'Beast Token (4/4)',
      setCode: 'TMH2',
      purchasePrice: 0.04,
      language: 'de',
    });
  });

  it('reads TopDecked dates, Deckbox dollar prices and Cardmarket numbers', () => {
    expect(parse('topdecked-real-export.csv').rows[0]).toMatchObject({
      date: '2026-05-15',
      purchasePrice: 12,
    });
    expect(parse('deckbox-real-export.csv').rows[1]).toMatchObject({ finish: 'foil', purchasePrice: null });
    const cardmarket = parse('cardmarket-real-export.csv').rows;
    expect(cardmarket[0]).toMatchObject({
      peerProductId: '743311',
      finish: 'foil',
      condition: 'Near Mint',
      name: '',
    });
    expect(new Set(cardmarket.map((row) => row.language))).toEqual(
      new Set(['en', 'fr', 'de', 'es', 'it', 'zhs', 'ja', 'pt', 'ru', 'ko', 'zht']),
    );
  });

  it.each([
    'archidekt',
    'cardkingdom',
    'deckbox',
    'dragonshield',
    'manabox',
    'moxfield',
    'mtggoldfish',
    'tcgplayer',
    'topdecked',
  ])('reads the %s reference layout with no problems', (name) => {
    const file = parse(`reference-${name}.csv`);
    expect(file.problems).toEqual([]);
    expect(file.rows).toHaveLength(29);
  });
});

describe('parsePeerCsv refuses bad files with a message', () => {
  it('a header no format has', () => {
    expect(parsePeerCsv('Foo,Bar\n1,2\n')).toEqual({ ok: false, error: IMPORT_TEXTS.unknownHeader });
  });

  it('a chosen format the header does not fit', () => {
    const outcome = parsePeerCsv(peerFixture('manabox-real-export.csv'), peerFormat('moxfield'));
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error).toContain('This is not a Moxfield file');
  });

  it('a row cut short inside quotes', () => {
    const text = peerFixture('manabox-real-export.csv').split('\n').slice(0, 3).join('\n');
    const outcome = parsePeerCsv(`${text}\n"Aragorn, the Un`);
    expect(outcome).toEqual({ ok: false, error: IMPORT_TEXTS.badQuote(4) });
  });

  it('a row without its quantity is a problem of that line, the others are read', () => {
    const outcome = parsePeerCsv('title,edition,foil,quantity\nShock,Magic 2011,FALSE,2\nShock,Magic 2011\n');
    expect(outcome.ok && outcome.file.problems).toEqual([
      { line: 3, message: IMPORT_TEXTS.badQuantity(3, '') },
    ]);
    expect(outcome.ok && outcome.file.rows).toHaveLength(1);
  });

  it('reads prices with thousands separators either way, and refuses what no record can hold', () => {
    const moxfield = (rows: string[]) =>
      parsePeerCsv(
        [
          'Count,Tradelist Count,Name,Edition,Condition,Language,Foil,Tags,Last Modified,Collector Number,Alter,Proxy,Purchase Price',
          ...rows.map(
            (row) =>
              `${row.split('|')[0]},0,Shock,m11,Near Mint,English,,,,1,False,False,"${row.split('|')[1]}"`,
          ),
        ].join('\n'),
      );
    const read = moxfield(['1|1,234.50', '1|1.234,50', '1|$2,500', '1|0,75', '1|1,5', '1|€1.234.567,89']);
    expect(read.ok && read.file.rows.map((row) => row.purchasePrice)).toEqual([
      1234.5, 1234.5, 2500, 0.75, 1.5, 1234567.89,
    ]);
    const refused = moxfield(['100001|1', `1|${MAX_MONEY * 10}`, '2|1']);
    expect(refused.ok && refused.file.problems).toEqual([
      { line: 2, message: IMPORT_TEXTS.quantityTooLarge(2, '100001', MAX_RECORD_QUANTITY) },
      { line: 3, message: IMPORT_TEXTS.priceTooLarge(3, String(MAX_MONEY * 10), MAX_MONEY) },
    ]);
    expect(refused.ok && refused.file.rows.map((row) => row.quantity)).toEqual([2]);
  });

  it('binary data, an empty file and a file over the size limit', () => {
    expect(parsePeerCsv('\u0000\u0001PK\u0003\u0004binary')).toEqual({
      ok: false,
      error: IMPORT_TEXTS.binaryFile,
    });
    expect(parsePeerCsv('\ufeff  \n')).toEqual({ ok: false, error: IMPORT_TEXTS.emptyFile });
    const big = 'x'.repeat(50 * 1024 * 1024);
    const outcome = parsePeerCsv(big);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error).toMatch(/larger than/);
  });

  it('reads a BOM and CRLF line ends', () => {
    const outcome = parsePeerCsv('\ufefftitle,edition,foil,quantity\r\n"Fire // Ice",Apocalypse,TRUE,3\r\n');
    expect(outcome.ok && outcome.file.rows[0]).toMatchObject({
      name: 'Fire // Ice',
      finish: 'foil',
      quantity: 3,
    });
  });
});
