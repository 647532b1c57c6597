import { describe, expect, it } from 'vitest';
import { peerTestPrintings } from '../testing/peerCatalogue';
import { peerFixture } from '../testing/peerFixtures';
import { buildCatalogueLookup } from './catalogueLookup';
import { IMPORT_TEXTS } from './importTexts';
import { matchRows } from './matchRows';
import { parsePeerCsv } from './parsePeerCsv';

const lookup = buildCatalogueLookup(peerTestPrintings());

function matchFile(file: string) {
  const outcome = parsePeerCsv(peerFixture(file));
  if (!outcome.ok) throw new Error(outcome.error);
  const matches = matchRows(outcome.file.rows, lookup);
  return { rows: outcome.file.rows, matches };
}

describe('matchRows over the real exports and the test catalogue', () => {
  it.each([
    'manabox-real-export.csv',
    'moxfield-real-export.csv',
    'archidekt-real-export.csv',
    'dragonshield-tokens-real-export.csv',
    'tcgplayer-real-export.csv',
    'topdecked-real-export.csv',
    'mtggoldfish-real-export.csv',
    'dragonshield-real-export.csv',
    'deckbox-real-export.csv',
    'cardmarket-real-export.csv',
  ])('%s: every row is matched, or explained', (file) => {
    const { rows, matches } = matchFile(file);
    const open = rows.flatMap((row, index) => {
      const match = matches[index];
      if (!match || match.status === 'matched') return [];
      return [`${row.line} ${row.name} ${row.setCode} ${row.collectorNumber}: ${match.status}`];
    });
    expect(open).toEqual(EXPECTED_OPEN[file] ?? []);
    matches.forEach((match, index) => {
      const row = rows[index];
      if (match.status !== 'matched' || !row) return;
      expect(match.printing.name.toLowerCase()).toContain(
        row.name.toLowerCase().replace(/ token( \(.*\))?$/, ''),
      );
    });
  });

  it('matches by set code and collector number before the name', () => {
    const { rows, matches } = matchFile('moxfield-real-export.csv');
    const index = rows.findIndex((row) => row.collectorNumber === '741z');
    expect(matches[index]).toMatchObject({
      status: 'matched',
      printing: { id: '9d481911-48a9-4cd7-a3b4-14c058dcac19' },
    });
  });

  it('finds Cardmarket rows by product id: the ManaBox collection, foil and language as written', () => {
    const { rows, matches } = matchFile('cardmarket-real-export.csv');
    const printings = matches.map((match) => (match.status === 'matched' ? match.printing : undefined));
    expect(printings.map((printing) => printing?.cardmarket_id)).toEqual(
      rows.map((row) => Number(row.peerProductId)),
    );
    const at = (productId: string) => rows.findIndex((row) => row.peerProductId === productId);
    expect(printings[at('743311')]).toMatchObject({ name: 'Aragorn, the Uniter', collectorNumber: '741z' });
    expect(rows[at('743311')]?.finish).toBe('foil');
    expect(printings[at('416376')]).toMatchObject({ name: 'Recruiter of the Guard', setCode: 'PLST' });
    expect(rows[at('416376')]?.language).toBe('ja');
  });

  it('leaves a Cardmarket product the catalogue lacks to a choice by search, saying why', () => {
    const row = matchFile('cardmarket-real-export.csv').rows[0];
    if (!row) throw new Error('no rows');
    const [unknown, notANumber, padded] = matchRows(
      [
        { ...row, peerProductId: '999999999' },
        { ...row, peerProductId: 'Lightning Bolt' },
        { ...row, peerProductId: '00241866' },
      ],
      lookup,
    );
    expect(unknown).toEqual({ status: 'unmatched', reason: IMPORT_TEXTS.cardmarketIds });
    expect(notANumber).toEqual({ status: 'unmatched', reason: IMPORT_TEXTS.cardmarketIds });
    expect(padded).toMatchObject({ status: 'matched', printing: { name: 'Lightning Bolt', setCode: 'M11' } });
  });
});

/**
 * Rows the test catalogue cannot settle alone, each for a reason a collector would see: a printing
 * the ManaBox export does not hold, or a name printed more than once in a set with no number.
 */
const EXPECTED_OPEN: Record<string, string[]> = {
  // Dragon Shield files The List's Demonic Tutor under its original Duel Decks set (DVD 49, not PLST DDC-49).
  'dragonshield-real-export.csv': ['13 Demonic Tutor DVD 49: ambiguous'],
  // Deckbox drops the "z" of LTR 741z, so both Aragorns of LTR fit.
  'deckbox-real-export.csv': ['3 Aragorn, the Uniter LTR 741: ambiguous'],
};
