/**
 * Bundled by the importExport bench and run in a Chromium page: the device's own import and export
 * code on real IndexedDB. A 20,000-row ManaBox file over a 20,000-printing catalogue: parse + match +
 * preview; the import write (one transaction through the ledger, at the transaction line cap); the
 * export of 20,000 cards.
 */
import { createCollection } from '../../src/db/collections/createCollection';
import { CardfolioDatabase } from '../../src/db/database';
import { exportCollection } from '../../src/db/importExport/exportCollection';
import { importPeerFile } from '../../src/db/importExport/importPeerFile';
import type { CataloguePrinting } from '../../src/domain/catalogue/cataloguePrinting';
import { buildCatalogueLookup } from '../../src/domain/importExport/catalogueLookup';
import { exportLines } from '../../src/domain/importExport/exportLines';
import { peerFormat } from '../../src/domain/importExport/formats';
import { buildImportPreview, importDraft } from '../../src/domain/importExport/importPreview';
import { matchRows } from '../../src/domain/importExport/matchRows';
import { parsePeerCsv } from '../../src/domain/importExport/parsePeerCsv';
import type { ExportLine } from '../../src/domain/importExport/peerRow';
import { writePeerCsv } from '../../src/domain/importExport/writePeerCsv';
import { MAX_TRANSACTION_LINES } from '../../src/domain/limits';
import type { Card } from '../../src/domain/schemas';

export interface ImportExportTimes {
  rows: number;
  bytes: number;
  parseMs: number;
  matchMs: number;
  previewMs: number;
  writeRows: number;
  writeMs: number;
  exportCards: number;
  exportMs: number;
  exportReadMs: number;
  exportCsvMs: number;
}

const CONDITIONS = ['near_mint', 'mint', 'excellent', 'played'];

function printingsOf(count: number): CataloguePrinting[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    name: `Bench Card ${index % 5000}`,
    setCode: `s${index % 40}`,
    setName: `Bench Set ${index % 40}`,
    collectorNumber: String(index),
    lang: 'en',
    rarity: 'common',
    colors: 'R',
    typeLine: 'Instant',
    manaCost: '{R}',
    imageFront: `https://images.bench/${index}.png`,
    imageBack: '',
    tcgplayerId: null,
    releasedAt: '2020-01-01',
    usd: 1,
    usdFoil: 2,
    usdEtched: null,
  }));
}

function fileOf(printings: CataloguePrinting[]): string {
  const lines: ExportLine[] = printings.map((printing, index) => ({
    name: printing.name,
    setCode: printing.setCode,
    setName: printing.setName,
    collectorNumber: printing.collectorNumber,
    scryfallId: printing.id,
    rarity: 'common',
    quantity: 1 + (index % 4),
    condition: 'Near Mint',
    finish: index % 7 === 0 ? 'foil' : 'nonfoil',
    language: 'en',
    purchasePrice: (index % 50) / 10,
    date: null,
    status: 'have',
  }));
  const text = writePeerCsv(peerFormat('manabox'), lines);
  // Vary the conditions as a real file does.
  return text.replace(/,near_mint,/g, (_match, offset: number) => `,${CONDITIONS[offset % 4]},`);
}

export async function runImportExport(rowCount: number): Promise<ImportExportTimes> {
  const printings = printingsOf(rowCount);
  const text = fileOf(printings);
  // The device catalogue holds its printings by id already (see loadCatalogue).
  const catalogue = new Map(printings.map((printing) => [printing.id, printing]));

  const parseStart = performance.now();
  const outcome = parsePeerCsv(text);
  if (!outcome.ok) throw new Error(outcome.error);
  const matchStart = performance.now();
  const matches = matchRows(outcome.file.rows, buildCatalogueLookup(catalogue));
  const previewStart = performance.now();
  const preview = buildImportPreview(outcome.file.rows, matches, new Map());
  const previewEnd = performance.now();
  if (preview.needChoice.length > 0) throw new Error(`${preview.needChoice.length} rows unmatched`);

  const db = new CardfolioDatabase('cardfolio-import-bench');
  await db.delete();
  await db.open();
  const collection = await createCollection(db, { name: 'Imported' });
  const writeRows = Math.min(rowCount, MAX_TRANSACTION_LINES);
  const draft = importDraft(outcome.file.rows.slice(0, writeRows), matches.slice(0, writeRows), new Map(), {
    collectionId: collection.id,
    date: '2026-11-26',
    fingerprint: outcome.file.fingerprint,
    source: 'bench',
  });
  const writeStart = performance.now();
  await importPeerFile(db, draft);
  const writeMs = performance.now() - writeStart;

  // The export reads a collection of rowCount cards: the imported ones plus stored copies of them.
  const imported = (await db.cards.toArray()) as Card[];
  const extra: Card[] = [];
  for (let index = imported.length; index < rowCount; index++) {
    const source = imported[index % imported.length] as Card;
    extra.push({ ...source, id: `bench-${index}` });
  }
  await db.cards.bulkPut(extra);
  const exportStart = performance.now();
  const csv = await exportCollection(db, null, collection.id, peerFormat('moxfield'));
  const exportMs = performance.now() - exportStart;
  const readStart = performance.now();
  const cards = (await db.cards.where('collectionId').equals(collection.id).toArray()) as Card[];
  const exportReadMs = performance.now() - readStart;
  const writeCsvStart = performance.now();
  writePeerCsv(peerFormat('moxfield'), exportLines(cards, null));
  const exportCsvMs = performance.now() - writeCsvStart;
  if (csv.length === 0) throw new Error('empty export');
  db.close();
  return {
    rows: rowCount,
    bytes: text.length,
    parseMs: matchStart - parseStart,
    matchMs: previewStart - matchStart,
    previewMs: previewEnd - previewStart,
    writeRows,
    writeMs,
    exportCards: imported.length + extra.length,
    exportMs,
    exportReadMs,
    exportCsvMs,
  };
}
