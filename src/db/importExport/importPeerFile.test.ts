import { afterEach, describe, expect, it } from 'vitest';
import { toCompactRow } from '../../domain/catalogue/compactRows';
import { buildCatalogueLookup } from '../../domain/importExport/catalogueLookup';
import { peerFormat } from '../../domain/importExport/formats';
import { importDraft } from '../../domain/importExport/importPreview';
import { IMPORT_TEXTS } from '../../domain/importExport/importTexts';
import { matchRows } from '../../domain/importExport/matchRows';
import { parsePeerCsv } from '../../domain/importExport/parsePeerCsv';
import { MAX_TRANSACTION_LINES } from '../../domain/limits';
import { CARDMARKET_PRODUCT_IDS, peerTestPrintings } from '../../domain/testing/peerCatalogue';
import { peerFixture } from '../../domain/testing/peerFixtures';
import { CatalogueDatabase } from '../catalogue/catalogueDatabase';
import { createCollection } from '../collections/createCollection';
import type { CardfolioDatabase } from '../database';
import { storeTestCatalogue } from '../testing/catalogue';
import { freshDatabase } from '../testing/database';
import { deleteTransaction } from '../transactions/deleteTransaction';
import { exportCollection, exportCollectionFile } from './exportCollection';
import { importPeerFile, previousImport } from './importPeerFile';

const lookup = buildCatalogueLookup(peerTestPrintings());
const databases: CardfolioDatabase[] = [];
afterEach(async () => {
  for (const db of databases.splice(0)) await db.delete();
});

async function setUp() {
  const db = freshDatabase();
  databases.push(db);
  const collection = await createCollection(db, { name: 'Binder', description: '' });
  return { db, collectionId: collection.id };
}

function manaboxDraft(collectionId: string) {
  const outcome = parsePeerCsv(peerFixture('manabox-real-export.csv'));
  if (!outcome.ok) throw new Error(outcome.error);
  const { rows, fingerprint } = outcome.file;
  const draft = importDraft(rows, matchRows(rows, lookup), new Map(), {
    collectionId,
    date: '2026-11-26',
    fingerprint,
    source: 'ManaBox',
  });
  return { draft, fingerprint };
}

describe('importPeerFile', () => {
  it('writes the ManaBox file as one purchase and one outbox entry; deleting it undoes the import', async () => {
    const { db, collectionId } = await setUp();
    const outboxBefore = await db.outbox.count();
    const { draft, fingerprint } = manaboxDraft(collectionId);
    const transaction = await importPeerFile(db, draft);
    expect(transaction.type).toBe('purchase');
    expect(await db.cards.where('collectionId').equals(collectionId).count()).toBe(42);
    expect(await db.outbox.count()).toBe(outboxBefore + 1);
    expect((await previousImport(db, collectionId, fingerprint))?.id).toBe(transaction.id);

    await deleteTransaction(db, transaction.id);
    expect(await db.cards.where('collectionId').equals(collectionId).count()).toBe(0);
  });

  it('exports the imported collection in the peer format it came from, row for row', async () => {
    const { db, collectionId } = await setUp();
    await importPeerFile(db, manaboxDraft(collectionId).draft);
    const text = await exportCollection(db, null, collectionId, peerFormat('manabox'));
    const outcome = parsePeerCsv(text);
    expect(outcome.ok && outcome.file.rows).toHaveLength(42);
    expect(outcome.ok && outcome.file.format.id).toBe('manabox');
  });

  it('exports to Cardmarket by the catalogue on the device: product ids, the printings it lacks counted', async () => {
    const { db, collectionId } = await setUp();
    await importPeerFile(db, manaboxDraft(collectionId).draft);
    const catalogue = new CatalogueDatabase(`catalogue-${crypto.randomUUID()}`);
    const rows = [...peerTestPrintings().values()].map(toCompactRow);
    await storeTestCatalogue(catalogue, rows, null);
    const file = await exportCollectionFile(db, catalogue, collectionId, peerFormat('cardmarket'));
    // Clue, Treasure and the 30th Anniversary Demonic Tutor have no Cardmarket id in the test catalogue.
    expect([file.written, file.leftOut]).toEqual([39, 3]);
    const outcome = parsePeerCsv(file.text);
    if (!outcome.ok) throw new Error(outcome.error);
    expect(outcome.file.format.id).toBe('cardmarket');
    expect(new Set(outcome.file.rows.map((row) => Number(row.peerProductId)))).toEqual(
      new Set(Object.values(CARDMARKET_PRODUCT_IDS)),
    );
    await catalogue.delete();
  });

  it('refuses a Cardmarket export where no card has a product id (no catalogue), with the reason', async () => {
    const { db, collectionId } = await setUp();
    await importPeerFile(db, manaboxDraft(collectionId).draft);
    await expect(exportCollectionFile(db, null, collectionId, peerFormat('cardmarket'))).rejects.toThrow(
      IMPORT_TEXTS.cardmarketLeftOut(42, 0),
    );
  });

  it('refuses to export an empty collection, or one a format would leave whole out (its want list)', async () => {
    const { db, collectionId } = await setUp();
    await expect(exportCollectionFile(db, null, collectionId, peerFormat('moxfield'))).rejects.toThrow(
      IMPORT_TEXTS.nothingToExport,
    );
    const { draft } = manaboxDraft(collectionId);
    const wanted = {
      ...draft,
      items: draft.items.slice(0, 2).map((item) => ({ ...item, status: 'want' as const })),
    };
    await importPeerFile(db, wanted);
    await expect(exportCollectionFile(db, null, collectionId, peerFormat('moxfield'))).rejects.toThrow(
      IMPORT_TEXTS.wantsLeftOut(2, 'Moxfield'),
    );
    const ours = await exportCollectionFile(db, null, collectionId, peerFormat('cardfolio'));
    expect([ours.written, ours.wantsLeftOut]).toEqual([2, 0]);
  });

  it('refuses an empty import and writes nothing', async () => {
    const { db, collectionId } = await setUp();
    const outboxBefore = await db.outbox.count();
    const { draft } = manaboxDraft(collectionId);
    await expect(importPeerFile(db, { ...draft, items: [] })).rejects.toThrow(IMPORT_TEXTS.nothingToImport);
    expect(await db.cards.count()).toBe(0);
    expect(await db.outbox.count()).toBe(outboxBefore);
  });

  it('refuses a draft past the line cap (20,000 rows: one transaction) with the cap in its message, and writes nothing', async () => {
    const { db, collectionId } = await setUp();
    const outboxBefore = await db.outbox.count();
    const { draft } = manaboxDraft(collectionId);
    const [line] = draft.items;
    if (!line) throw new Error('the fixture has no rows');
    const items = Array.from({ length: MAX_TRANSACTION_LINES + 1 }, () => line);
    const refusal = await importPeerFile(db, { ...draft, items }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Error);
    expect((refusal as Error).message).toBe(IMPORT_TEXTS.tooManyLines(MAX_TRANSACTION_LINES));
    expect((refusal as Error).message).toContain('at most 20,000 rows');
    expect(await db.cards.count()).toBe(0);
    expect(await db.outbox.count()).toBe(outboxBefore);
  });
});
