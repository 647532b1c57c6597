import type { CataloguePrinting } from '../catalogue/cataloguePrinting';
import { parsePeerCsv } from '../importExport/parsePeerCsv';
import { makePrinting } from './factories';
import { peerFixture } from './peerFixtures';

/**
 * Cardmarket product ids of the test catalogue's printings (set code and collector number). The
 * Cardmarket export is the same collection as the ManaBox one, row for row in the same order (less
 * the two tokens, plus one Poor Lightning Bolt): the ids are read off that alignment of prices,
 * finishes and languages, not looked up on Cardmarket.
 */
export const CARDMARKET_PRODUCT_IDS: Readonly<Record<string, number>> = {
  'LTR 741z': 743311,
  'LTR 192': 715954,
  'ELD 39': 401774,
  'ISD 51': 250620,
  'SLD 1856': 851576,
  'CMM 509': 722555,
  'STA 27': 540506,
  'UMA 93': 366167,
  'PUMA U8': 366166,
  'LEA 104': 5246,
  'PLST DDC-49': 418446,
  'SNC 369': 652244,
  'APC 128': 3240,
  'WWK 31': 22110,
  'DOM 220': 319904,
  'M11 149': 241866,
  'SLD 83': 464574,
  'ALL 107': 8044,
  'M21 309': 467989,
  'M21 260': 471199,
  'M21 262': 471189,
  'LTR 262': 715972,
  'M21 261': 471194,
  'PLST CN2-22': 416376,
  'KHM 114': 529302,
};

/**
 * The test catalogue for the peer files: the printings the real ManaBox export and the Dragon Shield
 * tokens export name (ManaBox writes the card database's ids, set codes and collector numbers), so
 * every other peer's rows of the same cards must find them; Cardmarket's rows by the ids above.
 */
export function peerTestPrintings(): ReadonlyMap<string, CataloguePrinting> {
  const printings = new Map<string, CataloguePrinting>();
  for (const file of [
    'manabox-real-export.csv',
    'reference-manabox.csv',
    'dragonshield-tokens-real-export.csv',
  ]) {
    const outcome = parsePeerCsv(peerFixture(file));
    if (!outcome.ok) throw new Error(outcome.error);
    for (const row of outcome.file.rows) {
      const id = row.scryfallId || `${row.setCode}-${row.collectorNumber}`.toLowerCase();
      printings.set(
        id,
        makePrinting({
          id,
          name: row.name,
          setCode: row.setCode.toLowerCase(),
          setName: row.setName,
          collectorNumber: row.collectorNumber,
          typeLine: '',
          imageFront: `https://images.test/${id}.png`,
          cardmarketId: CARDMARKET_PRODUCT_IDS[`${row.setCode} ${row.collectorNumber}`] ?? null,
        }),
      );
    }
  }
  return printings;
}
