/**
 * Bundled by the importExport bench and run in a Chromium page: the device's own import and export
 * code on real IndexedDB. A 20,000-row ManaBox file over a 20,000-printing catalogue: parse + match +
 * preview; the import write (every row: one transaction through the ledger) and its push by the
 * device's sync engine to the server the bench started, until the outbox is empty; the export of
 * 20,000 cards. The longest main-thread task of the write and of the sync tells whether the page
 * stays responsive.
 */
import { createApiClient } from '../../src/api/apiClient';
import { memoryTokenStore } from '../../src/api/tokenStore';
import { createCollection } from '../../src/db/collections/createCollection';
import { CardfolioDatabase } from '../../src/db/database';
import { exportCollection } from '../../src/db/importExport/exportCollection';
import { importPeerFile } from '../../src/db/importExport/importPeerFile';
import { dexieSyncStore } from '../../src/db/sync/dexieSyncStore';
import type { CataloguePrinting } from '../../src/domain/catalogue/cataloguePrinting';
import { buildCatalogueLookup } from '../../src/domain/importExport/catalogueLookup';
import { exportLines } from '../../src/domain/importExport/exportLines';
import { peerFormat } from '../../src/domain/importExport/formats';
import { buildImportPreview, importDraft } from '../../src/domain/importExport/importPreview';
import { matchRows } from '../../src/domain/importExport/matchRows';
import { parsePeerCsv } from '../../src/domain/importExport/parsePeerCsv';
import type { ExportLine } from '../../src/domain/importExport/peerRow';
import { writePeerCsv } from '../../src/domain/importExport/writePeerCsv';
import type { Card, TokenPair } from '../../src/domain/schemas';
import { createSyncEngine } from '../../sync/engine';
import type { SyncTransport } from '../../sync/ports';
import { freshDatabase, rawPuts } from './rawPuts';
import { timedStore } from './timedStore';

export interface ImportExportTimes {
  rows: number;
  bytes: number;
  parseMs: number;
  matchMs: number;
  previewMs: number;
  writeRows: number;
  writeMs: number;
  /** The imported card rows put again with one native put each into a fresh database: the floor. */
  rawCardPutMs: number;
  /** The longest main-thread task while the import was written, and while it was pushed. */
  writeLongestTaskMs: number;
  /** From the start of the sync until the server answered the push: it has committed the import. */
  serverMs: number;
  /** From the start of the sync until the push's request left (the outbox read, temp ids resolved). */
  beforeSendMs: number;
  /** From the start of the sync until the push was done: the answer applied, the outbox empty. */
  pushMs: number;
  pushBytes: number;
  /** Outbox entries left once the sync ended: 0 when the server has everything. */
  outboxAfterSync: number;
  syncLongestTaskMs: number;
  /** Time in the device's store calls during the sync, largest first. */
  storeCalls: string[];
  /** The whole sync: the push, then the pull that brings the server's rows back. */
  syncMs: number;
  collectionId: string;
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

/** The longest task the main thread ran (longtask entries, ≥ 50 ms) from `start` until `stop` is called. */
function longestTask(): { stop(): number } {
  let longest = 0;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration);
  });
  observer.observe({ type: 'longtask' });
  return {
    stop() {
      for (const entry of observer.takeRecords()) longest = Math.max(longest, entry.duration);
      observer.disconnect();
      return longest;
    },
  };
}

/** The device's sync engine against the bench's server (same origin), noting when the push ended. */
function benchSync(db: CardfolioDatabase, session: TokenPair) {
  const client = createApiClient({ tokens: memoryTokenStore(session) });
  const pushed = { bytes: 0, sentAt: 0, answeredAt: 0, endedAt: 0 };
  const transport: SyncTransport = {
    async send(method, path, options) {
      const pulling = path.startsWith('/sync/changes');
      if (pulling) pushed.endedAt ||= performance.now();
      else pushed.sentAt ||= performance.now();
      const answer = await client.send(method, path, options);
      if (!pulling) {
        pushed.answeredAt = performance.now();
        // Counted once answered, so the bench's own stringify stays out of the timed request.
        pushed.bytes += JSON.stringify(options?.body ?? null).length;
      }
      return answer;
    },
  };
  // Time inside each of the device's store calls, printed by the page: where the push's own work goes.
  const { store, spent } = timedStore(dexieSyncStore(db));
  return { engine: createSyncEngine({ store, transport, locks: null }), pushed, spent };
}

export async function runImportExport({
  rows: rowCount,
  session,
}: {
  rows: number;
  session: TokenPair;
}): Promise<ImportExportTimes> {
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
  const { engine, pushed, spent } = benchSync(db, session);
  const created = await createCollection(db, { name: 'Imported' });
  await engine.sync();
  // The import goes into the collection as the server knows it (as the app does once synced).
  const collectionId = (await db.idMap.get(created.id))?.realId ?? created.id;
  const draft = importDraft(outcome.file.rows, matches, new Map(), {
    collectionId,
    date: '2026-11-26',
    fingerprint: outcome.file.fingerprint,
    source: 'bench',
  });
  const writeTasks = longestTask();
  const writeStart = performance.now();
  await importPeerFile(db, draft);
  const writeMs = performance.now() - writeStart;
  const writeLongestTaskMs = writeTasks.stop();
  // The floor under that figure: the same card rows with one native put each, into a fresh database.
  const floor = await freshDatabase('cardfolio-import-bench-floor');
  const writtenCards = await db.cards.toArray();
  const floorStart = performance.now();
  await rawPuts(floor, { cards: writtenCards });
  const rawCardPutMs = performance.now() - floorStart;
  await floor.delete();

  pushed.bytes = 0;
  pushed.sentAt = 0;
  pushed.endedAt = 0;
  pushed.answeredAt = 0;
  for (const name of Object.keys(spent)) delete spent[name];
  const syncTasks = longestTask();
  const syncStart = performance.now();
  await engine.sync();
  const syncMs = performance.now() - syncStart;
  const syncLongestTaskMs = syncTasks.stop();
  const pushMs = (pushed.endedAt || performance.now()) - syncStart;
  const serverMs = (pushed.answeredAt || performance.now()) - syncStart;
  const beforeSendMs = (pushed.sentAt || performance.now()) - syncStart;
  const outboxAfterSync = await db.outbox.count();
  const storeCalls = Object.entries(spent)
    .filter(([, took]) => took >= 1)
    .sort((a, b) => b[1] - a[1])
    .map(([name, took]) => `${name} ${took.toFixed(0)} ms`);

  // The export reads a collection of rowCount cards: the imported ones plus stored copies of them.
  const imported = (await db.cards.toArray()) as Card[];
  const extra: Card[] = [];
  for (let index = imported.length; index < rowCount; index++) {
    const source = imported[index % imported.length] as Card;
    extra.push({ ...source, id: `bench-${index}` });
  }
  await db.cards.bulkPut(extra);
  const exportStart = performance.now();
  const csv = await exportCollection(db, null, collectionId, peerFormat('moxfield'));
  const exportMs = performance.now() - exportStart;
  const readStart = performance.now();
  const cards = (await db.cards.where('collectionId').equals(collectionId).toArray()) as Card[];
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
    writeRows: draft.items.length,
    writeMs,
    rawCardPutMs,
    writeLongestTaskMs,
    serverMs,
    beforeSendMs,
    pushMs,
    pushBytes: pushed.bytes,
    outboxAfterSync,
    storeCalls,
    syncLongestTaskMs,
    syncMs,
    collectionId,
    exportCards: imported.length + extra.length,
    exportMs,
    exportReadMs,
    exportCsvMs,
  };
}
