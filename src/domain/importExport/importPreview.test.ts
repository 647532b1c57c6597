import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../schemas';
import { peerFormat } from './formats';
import { buildImportPreview, importDraft, type RowChoice } from './importPreview';
import type { RowMatch } from './matchRows';
import { parsePeerCsv } from './parsePeerCsv';
import type { ExportLine } from './peerRow';
import { writePeerCsv } from './writePeerCsv';

const printing: CardDefinition = {
  id: 'p1',
  name: 'Shock',
  set: 'Magic 2011',
  setCode: 'M11',
  color: 'red',
  rarity: 'Common',
  type: 'Instant',
  manaCost: '{R}',
  imageUrl: '',
  tcgplayer_id: null,
};

function rowsOf(text: string) {
  const outcome = parsePeerCsv(text);
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.file.rows;
}

const FILE = [
  'Count,Tradelist Count,Name,Edition,Condition,Language,Foil,Tags,Last Modified,Collector Number,Alter,Proxy,Purchase Price',
  '2,0,Shock,m11,Near Mint,English,,,2024-03-09 18:05:11.000000,1,False,False,1.25',
  '1,0,Shock,m11,Played,English,foil,,,1,False,False,',
  '3,0,Mystery,,Near Mint,English,,,,,False,False,9.00',
].join('\n');

describe('the import preview and draft', () => {
  const rows = rowsOf(FILE);
  const matches: RowMatch[] = [
    { status: 'matched', printing },
    { status: 'ambiguous', candidates: [printing, { ...printing, id: 'p2' }] },
    { status: 'unmatched', reason: 'not found' },
  ];

  it('counts rows by outcome and totals the copies and value to import', () => {
    expect(buildImportPreview(rows, matches, new Map())).toEqual({
      matched: 1,
      ambiguous: 1,
      unmatched: 1,
      skipped: 0,
      needChoice: [1, 2],
      settled: [],
      copies: 2,
      purchaseValue: 2.5,
    });
    const choices = new Map<number, RowChoice>([
      [1, { printing }],
      [2, 'skip'],
    ]);
    expect(buildImportPreview(rows, matches, choices)).toMatchObject({
      needChoice: [],
      settled: [1, 2],
      skipped: 1,
      copies: 3,
    });
  });

  it('is a purchase when an imported row has a price, an adjustment when none has', () => {
    const context = { collectionId: 'c1', date: '2026-11-26', fingerprint: 'abc', source: 'Moxfield' };
    const draft = importDraft(rows, matches, new Map([[1, { printing }]]), context);
    expect(draft.type).toBe('purchase');
    expect(draft.items.map((item) => [item.quantity, item.condition, item.foil, item.price])).toEqual([
      [2, 'Near Mint', false, 1.25],
      [1, 'Played', true, 0],
    ]);
    expect(draft.notes).toContain('import-fingerprint:abc');
    // A row's own date is when its copies were bought; a row without one is dated by the import.
    expect(draft.items.map((item) => item.purchaseDate)).toEqual(['2024-03-09', undefined]);
    const unpricedOnly = importDraft(
      rows,
      matches,
      new Map<number, RowChoice>([
        [0, 'skip'],
        [1, { printing }],
      ]),
      context,
    );
    expect(unpricedOnly.type).toBe('adjustment');
  });

  it("keeps our own CSV's want list: a want row's line says so, a have row's says nothing", () => {
    const line: ExportLine = {
      name: 'Shock',
      setCode: 'M11',
      setName: 'Magic 2011',
      collectorNumber: '1',
      scryfallId: 'p1',
      rarity: 'common',
      quantity: 1,
      condition: 'Near Mint',
      finish: 'nonfoil',
      language: 'en',
      purchasePrice: null,
      date: null,
      status: 'want',
    };
    const own = rowsOf(
      writePeerCsv(peerFormat('cardfolio'), [line, { ...line, quantity: 2, status: 'have' }]),
    );
    const context = { collectionId: 'c1', date: '2026-11-26', fingerprint: 'abc', source: 'Cardfolio' };
    const both: RowMatch[] = [
      { status: 'matched', printing },
      { status: 'matched', printing },
    ];
    const draft = importDraft(own, both, new Map(), context);
    expect(draft.items.map((item) => [item.quantity, item.status])).toEqual([
      [1, 'want'],
      [2, undefined],
    ]);
  });
});
