import { describe, expect, it } from 'vitest';
import type { Card } from '../schemas';
import { TransactionInput } from '../schemas';
import { peerTestPrintings } from '../testing/peerCatalogue';
import { peerFixture } from '../testing/peerFixtures';
import { planTransaction } from '../transactions';
import { buildCatalogueLookup } from './catalogueLookup';
import { exportLines } from './exportLines';
import { EXPORT_FORMATS, peerFormat } from './formats';
import { buildImportPreview, importDraft } from './importPreview';
import { matchRows } from './matchRows';
import { parsePeerCsv } from './parsePeerCsv';
import type { PeerFormat } from './peerFormat';
import { exportPeerFile, writePeerCsv } from './writePeerCsv';

const lookup = buildCatalogueLookup(peerTestPrintings());
const NOW = '2026-11-26T00:00:00.000Z';

/** Imports a file into an empty collection with the pure ledger, as the device does: the cards it makes. */
function importText(text: string, format?: PeerFormat): Card[] {
  const outcome = parsePeerCsv(text, format);
  if (!outcome.ok) throw new Error(outcome.error);
  const { rows, fingerprint } = outcome.file;
  const matches = matchRows(rows, lookup);
  const preview = buildImportPreview(rows, matches, new Map());
  expect(preview.needChoice).toEqual([]);
  const draft = importDraft(rows, matches, new Map(), {
    collectionId: 'collection-1',
    date: '2026-11-26',
    fingerprint,
    source: outcome.file.format.label,
  });
  let next = 0;
  const empty = {
    cards: new Map(),
    sealedProducts: new Map(),
    sealedDefinitions: new Map(),
    locations: new Set<string>(),
  };
  const changes = planTransaction(TransactionInput.parse(draft), empty, () => `id-${next++}`, NOW);
  return changes.put.cards;
}

/** What a collection is, copy by copy: printing, finish, condition, quantity, price. */
function contents(cards: readonly Card[], format: PeerFormat) {
  const lines = cards.flatMap((card) =>
    card.conditionQuantities.map((row) => {
      const condition = format.conditions
        ? format.conditions.read(format.conditions.write(row.condition))
        : 'Near Mint';
      const price = format.columns.purchasePrice && row.purchasePrice ? row.purchasePrice : null;
      return `${card.imageUrl}|${card.foil}|${condition}|${row.quantity}|${price}`;
    }),
  );
  return lines.sort();
}

describe('round trip: export in each format, import into an empty collection', () => {
  const collection = importText(peerFixture('manabox-real-export.csv'));

  it('the ManaBox file makes the collection the round trips start from', () => {
    expect(collection).toHaveLength(42);
    expect(collection.filter((card) => card.foil)).toHaveLength(8);
  });

  // Card Kingdom's layout has no collector number, Cardmarket's no token: see the last tests.
  const exact = EXPORT_FORMATS.filter((format) => format.id !== 'cardKingdom' && format.id !== 'cardmarket');
  it.each(exact.map((format) => [format.label, format] as const))(
    '%s gives back the same collection',
    (_label, format) => {
      const { text, leftOut } = exportPeerFile(format, exportLines(collection, lookup));
      expect(leftOut).toBe(0);
      expect(text.split('\r\n')[format.preamble ? 1 : 0]).toBe(
        format.header
          .map((column) => (/[ ,"]/.test(column) && format.delimiter === ';' ? `"${column}"` : column))
          .join(format.delimiter),
      );
      const back = importText(text);
      expect(contents(back, format)).toEqual(contents(collection, format));
    },
  );

  // Every fifth card on the want list.
  const withWants = collection.map(
    (card, index): Card => (index % 5 === 0 ? { ...card, status: 'want' } : card),
  );
  const wantLines = withWants
    .filter((card) => card.status === 'want')
    .reduce((sum, card) => sum + card.conditionQuantities.length, 0);

  it('a format with no want list leaves the want rows out and counts them: its importer would take them as owned', () => {
    const owned = withWants.filter((card) => card.status === 'have');
    for (const format of exact) {
      const file = exportPeerFile(format, exportLines(withWants, lookup));
      if (format.columns.status) {
        expect(file.wantsLeftOut).toBe(0);
        continue;
      }
      expect([file.wantsLeftOut, file.leftOut]).toEqual([wantLines, 0]);
      expect(contents(importText(file.text), format)).toEqual(contents(owned, format));
    }
    expect(wantLines).toBeGreaterThan(0);
  });

  it('our own CSV keeps every condition, price and want exactly', () => {
    const cardfolio = EXPORT_FORMATS[0];
    if (!cardfolio) throw new Error('no formats');
    // The only format with a status column: a card on the want list comes back on it.
    const back = importText(writePeerCsv(cardfolio, exportLines(withWants, lookup)));
    const exact = (cards: readonly Card[]) =>
      cards
        .flatMap((card) =>
          card.conditionQuantities.map(
            (row) => `${card.name}|${card.status}|${row.condition}|${row.purchasePrice}`,
          ),
        )
        .sort();
    expect(exact(back)).toEqual(exact(withWants));
    expect(back.filter((card) => card.status === 'want')).toHaveLength(9);
  });

  it('Cardmarket gives back the collection but the printings it has no product id of, and counts them', () => {
    const format = peerFormat('cardmarket');
    const { text, written, leftOut } = exportPeerFile(format, exportLines(collection, lookup));
    // The two tokens and the 30th Anniversary Demonic Tutor are not in the Cardmarket file the ids come from.
    const unsold = (card: Card) => ['Clue', 'Treasure'].includes(card.name) || card.setCode === '30A';
    expect([written, leftOut]).toEqual([39, 3]);
    expect(text.split('\r\n')[0]).toBe(peerFixture('cardmarket-real-export.csv').split('\n')[0]);
    const back = importText(text);
    const sold = collection.filter((card) => !unsold(card));
    expect(contents(back, format)).toEqual(contents(sold, format));
  });

  it("Cardmarket's own file comes back as Cardmarket writes it: product id, count, price, condition, foil", () => {
    const format = peerFormat('cardmarket');
    const fixture = peerFixture('cardmarket-real-export.csv');
    const { text, leftOut } = exportPeerFile(format, exportLines(importText(fixture), lookup));
    expect(leftOut).toBe(0);
    // A card keeps no language: every copy comes back as English (idLanguage 1), and copies alike merge.
    const cells = (csv: string) =>
      csv
        .split(/\r?\n/)
        .slice(1)
        .filter((line) => line !== '')
        .flatMap((line) => {
          const [id, count, price, , condition, ...rest] = line.split(';');
          return Array.from({ length: Number(count) }, () => [id, price, condition, ...rest].join(';'));
        })
        .sort();
    expect(cells(text)).toEqual(cells(fixture));
    expect(text.split('\r\n')[1]?.split(';')).toHaveLength(format.header.length);
  });

  it('Card Kingdom (name and set name only) leaves the printings a set holds twice to a choice', () => {
    const format = peerFormat('cardKingdom');
    const outcome = parsePeerCsv(writePeerCsv(format, exportLines(collection, lookup)));
    if (!outcome.ok) throw new Error(outcome.error);
    const matches = matchRows(outcome.file.rows, lookup);
    const open = outcome.file.rows.filter((_row, index) => matches[index]?.status !== 'matched');
    expect(open.map((row) => `${row.name} ${row.setName}`).sort()).toEqual([
      'Aragorn, the Uniter The Lord of the Rings: Tales of Middle-earth',
      'Aragorn, the Uniter The Lord of the Rings: Tales of Middle-earth',
      'Plains Core Set 2021',
      'Plains Core Set 2021',
      'Plains Core Set 2021',
      'Plains Core Set 2021',
    ]);
    expect(matches.filter((match) => match.status === 'ambiguous')).toHaveLength(6);
  });
});
