import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { readBackup } from '../../domain/backup/readBackup';
import { errorMessage } from '../../domain/format';
import { buildCatalogueLookup } from '../../domain/importExport/catalogueLookup';
import { importDraft } from '../../domain/importExport/importPreview';
import { matchRows } from '../../domain/importExport/matchRows';
import { parsePeerCsv } from '../../domain/importExport/parsePeerCsv';
import { generatedBackup } from '../../domain/testing/backup';
import { peerTestPrintings } from '../../domain/testing/peerCatalogue';
import { peerFixture } from '../../domain/testing/peerFixtures';
import { DEVICE_DATABASE_TEXTS } from '../../domain/texts';
import { restoreBackup } from '../backup/restoreBackup';
import { createCollection } from '../collections/createCollection';
import type { CardfolioDatabase } from '../database';
import { importPeerFile } from '../importExport/importPeerFile';
import { freshDatabase } from '../testing/database';
import { fillDiskAtWrite } from '../testing/quotaFault';

const databases: CardfolioDatabase[] = [];
afterEach(async () => {
  for (const db of databases.splice(0)) await db.delete();
});

async function deviceWithCollection() {
  const db = freshDatabase();
  databases.push(db);
  const collection = await createCollection(db, { name: 'Binder', description: '' });
  return { db, collectionId: collection.id };
}

/** Every row of the device's user data and its outbox, to prove a failed write left them as they were. */
async function everything(db: CardfolioDatabase) {
  const tables = [
    'collections',
    'cards',
    'sealedProducts',
    'transactions',
    'marketPrices',
    'outbox',
  ] as const;
  return Object.fromEntries(await Promise.all(tables.map(async (name) => [name, await db[name].toArray()])));
}

/** The disk fills at the `nth` row written; the space comes back when the test ends. */
function fullDiskAt(nth: number) {
  const disk = fillDiskAtWrite(nth);
  onTestFinished(disk.restore);
  return disk;
}

function manaboxImport(collectionId: string) {
  const outcome = parsePeerCsv(peerFixture('manabox-real-export.csv'));
  if (!outcome.ok) throw new Error(outcome.error);
  const { rows, fingerprint } = outcome.file;
  const lookup = buildCatalogueLookup(peerTestPrintings());
  return importDraft(rows, matchRows(rows, lookup), new Map(), {
    collectionId,
    date: '2026-11-26',
    fingerprint,
    source: 'ManaBox',
  });
}

function backupSource() {
  const read = readBackup(JSON.stringify(generatedBackup(60, 6)));
  if (!read.ok) throw new Error(read.message);
  return read.source;
}

describe('a full disk (QuotaExceededError at the Nth write)', () => {
  it('an import half way writes nothing, says the device is out of space, and goes in whole once there is room', async () => {
    const { db, collectionId } = await deviceWithCollection();
    const before = await everything(db);
    const disk = fullDiskAt(20);
    const failure = await importPeerFile(db, manaboxImport(collectionId)).catch((error: unknown) => error);
    expect(disk.writes()).toBe(20);
    expect(errorMessage(failure)).toBe(DEVICE_DATABASE_TEXTS.storageFull);
    expect(await everything(db)).toEqual(before);

    disk.restore();
    await importPeerFile(db, manaboxImport(collectionId));
    expect(await db.cards.where('collectionId').equals(collectionId).count()).toBe(42);
    expect(await db.outbox.count()).toBe(before.outbox.length + 1);
  });

  it('a restore half way writes nothing and says the device is out of space', async () => {
    const { db } = await deviceWithCollection();
    const before = await everything(db);
    const disk = fullDiskAt(40);
    const failure = await restoreBackup(db, backupSource(), null).catch((error: unknown) => error);
    expect(disk.writes()).toBe(40);
    expect(errorMessage(failure)).toBe(DEVICE_DATABASE_TEXTS.storageFull);
    expect(await everything(db)).toEqual(before);

    disk.restore();
    const outcome = await restoreBackup(db, backupSource(), null);
    expect(outcome.added.cards).toBe(60);
    expect(await db.cards.count()).toBe(60);
  });
});
