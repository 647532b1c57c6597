import { afterEach, describe, expect, it } from 'vitest';
import type { BackupFile } from '../../domain/backup/backupFormat';
import { readBackup } from '../../domain/backup/readBackup';
import { PUSH_BATCH_RECORDS } from '../../domain/schemas/sync';
import { generatedBackup, withPlacesAndWants, withSlabs } from '../../domain/testing/backup';
import type { CardfolioDatabase } from '../database';
import { InputError } from '../errors';
import { syncedCollection } from '../testing/cards';
import { freshDatabase } from '../testing/database';
import { makeBackup } from './makeBackup';
import { restoreBackup } from './restoreBackup';

const databases: CardfolioDatabase[] = [];
afterEach(async () => {
  for (const db of databases.splice(0)) await db.delete();
});
const database = () => {
  const db = freshDatabase();
  databases.push(db);
  return db;
};

/** Puts a backup's rows straight into a device, as if synced from the server. */
async function seed(db: CardfolioDatabase, backup: BackupFile) {
  await db.sealedDefinitions.bulkAdd(backup.sealedDefinitions);
  await db.locations.bulkAdd(backup.locations);
  await db.wants.bulkAdd(backup.wants);
  for (const entry of backup.collections) {
    await db.collections.add(entry.collection);
    await db.cards.bulkAdd(entry.cards);
    await db.sealedProducts.bulkAdd(entry.sealedProducts);
    await db.transactions.bulkAdd(entry.transactions);
    await db.marketPrices.bulkAdd(entry.marketPrices);
  }
}

const sourceOf = (backup: BackupFile) => {
  const result = readBackup(JSON.stringify(backup));
  if (!result.ok) throw new Error(result.message);
  return result.source;
};

/** What must survive a round trip: everything but ids and references, which are re-keyed. */
async function contents(db: CardfolioDatabase) {
  const cards = await db.cards.toArray();
  const transactions = await db.transactions.toArray();
  const cardById = new Map(cards.map((c) => [c.id, c]));
  const txById = new Map(transactions.map((t) => [t.id, t]));
  const sortBy = <T>(rows: T[], key: (row: T) => string) => rows.map(key).sort();
  return {
    cards: sortBy(cards, (c) =>
      JSON.stringify([
        c.name,
        c.setCode,
        c.foil,
        c.conditionQuantities.map((r) => [
          r.condition,
          r.quantity,
          r.purchasePrice,
          txById.get(r.transactionId ?? '')?.timestamp ?? null,
        ]),
      ]),
    ),
    sealed: sortBy(await db.sealedProducts.toArray(), (s) =>
      JSON.stringify([s.name, s.quantity, s.purchasePrice]),
    ),
    prices: sortBy(await db.marketPrices.toArray(), (p) => `${p.productKey}=${p.marketPrice}`),
    // A transaction's lines name the cards they brought: still the same cards after the restore.
    links: sortBy(transactions, (t) =>
      JSON.stringify([
        t.timestamp,
        t.items.map((i) => [cardById.get(i.id ?? '')?.name ?? 'missing', i.quantity]),
      ]),
    ),
  };
}

describe('backup and restore', () => {
  it('round-trips a generated collection with transactions into a new account, exactly', async () => {
    const from = database();
    await seed(from, generatedBackup(300, 40));
    const [only] = await from.collections.toArray();
    const backup = await makeBackup(from, { scope: 'collection', collectionId: only.id });
    const to = database();
    const fresh = await syncedCollection(to, 'new-default');
    await to.collections.update(fresh, { name: 'Default Collection' });
    const outcome = await restoreBackup(to, sourceOf(backup), fresh);
    expect(outcome.added).toMatchObject({ collections: 0, cards: 300, transactions: 40, sealedProducts: 3 });
    expect(await contents(to)).toEqual(await contents(from));
    expect(await to.cards.where('collectionId').equals(fresh).count()).toBe(300);
    // Sync: every record in parent-first chunks of at most PUSH_BATCH_RECORDS, all in the outbox.
    const entries = await to.outbox.toArray();
    const rowsIn = (body: unknown) => Object.values(body as Record<string, unknown[]>).flat().length;
    expect(
      entries.every((e) => e.path === '/collections/restore' && rowsIn(e.body) <= PUSH_BATCH_RECORDS),
    ).toBe(true);
    const sent = entries.flatMap((e) => e.records.map((r) => r.id));
    expect(new Set(sent).size).toBe(Object.values(outcome.added).reduce((a, b) => a + b, 0));
  });

  it('carries places and want lists: filed cards come back in their binder slots in a new account', async () => {
    const from = database();
    await seed(from, withPlacesAndWants(generatedBackup(12, 3)));
    const backup = await makeBackup(from, { scope: 'all' });
    expect(backup.locations).toHaveLength(2);
    expect(backup.wants).toHaveLength(2);
    const to = database();
    const outcome = await restoreBackup(to, sourceOf(backup), null);
    expect(outcome.added).toMatchObject({ locations: 2, wants: 2, cards: 12 });
    const places = async (db: CardfolioDatabase) => {
      const names = new Map((await db.locations.toArray()).map((l) => [l.id, l.name]));
      const collectionName = new Map((await db.collections.toArray()).map((c) => [c.id, c.name]));
      return {
        filed: (await db.cards.toArray())
          .filter((card) => card.locationId)
          .map((card) => `${card.name} ${names.get(card.locationId ?? '')} p${card.page} s${card.slot}`)
          .sort(),
        wants: (await db.wants.toArray())
          .map(
            (want) => `${want.name} on ${collectionName.get(want.collectionId ?? '') ?? 'every collection'}`,
          )
          .sort(),
      };
    };
    expect(await places(to)).toEqual(await places(from));
    expect((await places(to)).filed).toHaveLength(3);
    // The locations and wants reach the server in the restore's own calls.
    const sent = (await to.outbox.toArray()).flatMap((entry) => entry.records.map((r) => r.entity));
    expect(sent.filter((entity) => entity === 'locations')).toHaveLength(2);
    expect(sent.filter((entity) => entity === 'wants')).toHaveLength(2);
  });

  it('adds nothing when the same file is restored twice', async () => {
    const db = database();
    const backup = generatedBackup(120, 12);
    await restoreBackup(db, sourceOf(backup), null);
    const before = await contents(db);
    const outboxBefore = await db.outbox.count();
    const second = await restoreBackup(db, sourceOf(backup), null);
    expect(Object.values(second.added).every((n) => n === 0)).toBe(true);
    expect(await contents(db)).toEqual(before);
    expect(await db.outbox.count()).toBe(outboxBefore);
  });

  it('backs up every collection for the account export', async () => {
    const db = database();
    const one = generatedBackup(10, 2, 1);
    const two = generatedBackup(20, 3, 2);
    two.collections[0].collection = {
      ...two.collections[0].collection,
      name: 'Trade binder',
      isDefault: false,
    };
    await seed(db, one);
    await db.collections.add(two.collections[0].collection);
    await db.cards.bulkAdd(two.collections[0].cards);
    const all = await makeBackup(db, { scope: 'all' });
    expect(all.collections.map((c) => c.cards.length).sort()).toEqual([10, 20]);
  });

  it('puts plain card arrays in the current collection, and refuses them without one', async () => {
    const db = database();
    const current = await syncedCollection(db);
    const source = sourceOf([{ name: 'Lightning Bolt', set: 'M10', quantity: 2 }] as never);
    await expect(restoreBackup(db, source, null)).rejects.toBeInstanceOf(InputError);
    await restoreBackup(db, source, current);
    expect(
      (await db.cards.toArray()).map((c) => [c.collectionId, c.conditionQuantities[0].quantity]),
    ).toEqual([[current, 2]]);
  });

  it('puts plain sealed arrays in the current collection under a matching definition', async () => {
    const db = database();
    const current = await syncedCollection(db);
    const source = sourceOf([
      { name: 'Box', set: 'Dominaria', condition: 'Sealed', type: 'Booster Box' },
      { name: 'Box', set: 'Dominaria', condition: 'Sealed', type: 'Booster Box' },
    ] as never);
    await restoreBackup(db, source, current);
    expect(await db.sealedDefinitions.count()).toBe(1);
    expect(await db.sealedProducts.where('collectionId').equals(current).count()).toBe(2);
  });

  it('writes nothing when the restore fails part way', async () => {
    const db = database();
    const backup = generatedBackup(30, 4);
    const source = sourceOf(backup);
    // The rows are added first, the outbox entries last: a failure there must undo the rows too.
    db.outbox.hook('creating', () => {
      throw new Error('disk full');
    });
    await expect(restoreBackup(db, source, null)).rejects.toThrow('disk full');
    expect(await db.cards.count()).toBe(0);
    expect(await db.collections.count()).toBe(0);
  });
});

const slabs = async (db: CardfolioDatabase) =>
  (await db.cards.toArray())
    .filter((card) => card.grading)
    .map((card) => JSON.stringify([card.name, card.grading, card.conditionQuantities[0]?.quantity]))
    .sort();

describe('backup version 3: graded copies', () => {
  it('round-trips slabs into a new account with every grading field, and adds nothing the second time', async () => {
    const from = database();
    const file = withSlabs(generatedBackup(10, 2));
    await restoreBackup(from, sourceOf(file), null);
    const backup = await makeBackup(from, { scope: 'all' });
    expect(backup.version).toBe(3);
    const to = database();
    await restoreBackup(to, sourceOf(backup), null);
    expect(await slabs(to)).toEqual(await slabs(from));
    expect(await slabs(to)).toHaveLength(2);
    const again = await restoreBackup(to, sourceOf(backup), null);
    expect(again.added.cards).toBe(0);
  });

  it('still restores a version 2 file: its cards come back raw', async () => {
    const to = database();
    const versionTwo = { ...generatedBackup(6, 1), version: 2 };
    const outcome = await restoreBackup(to, sourceOf(versionTwo), null);
    expect(outcome.added.cards).toBe(6);
    expect(await slabs(to)).toEqual([]);
  });
});
