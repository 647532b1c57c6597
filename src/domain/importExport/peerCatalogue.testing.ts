import type { CataloguePrinting } from '../catalogue/cataloguePrinting';
import { parsePeerCsv } from './parsePeerCsv';
import { peerFixture } from './peerFixtures.testing';

/**
 * The test catalogue for the peer files: the printings the real ManaBox export and the Dragon Shield
 * tokens export name (ManaBox writes the card database's ids, set codes and collector numbers), so
 * every other peer's rows of the same cards must find them.
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
      printings.set(id, {
        id,
        name: row.name,
        setCode: row.setCode.toLowerCase(),
        setName: row.setName,
        collectorNumber: row.collectorNumber,
        lang: 'en',
        rarity: 'common',
        colors: '',
        typeLine: '',
        manaCost: '',
        imageFront: `https://images.test/${id}.png`,
        imageBack: '',
        tcgplayerId: null,
        releasedAt: '2020-01-01',
        usd: null,
        usdFoil: null,
        usdEtched: null,
      });
    }
  }
  return printings;
}
