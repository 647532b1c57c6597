import { describe, expect, it } from 'vitest';
import { restoreBackup } from '../../src/db/backup/restoreBackup';
import { createCollection } from '../../src/db/collections/createCollection';
import type { BackupFile } from '../../src/domain/backup/backupFormat';
import { readBackup } from '../../src/domain/backup/readBackup';
import type { Location } from '../../src/domain/locations/schema';
import type { MarketPrice } from '../../src/domain/schemas';
import { generatedBackup, withPlacesAndWants } from '../../src/domain/testing/backup';
import type { Want } from '../../src/domain/wants/schema';
import { expectDevicesMatchServer, readServer } from './support/syncChecks';
import type { SyncDevice } from './support/syncDevice';
import { startSyncHarness } from './support/syncHarness';
import { settle } from './support/syncSettle';

/**
 * A restore reaches the server (src/domain/backup/README.md): its chunks of `POST /collections/restore`
 * go through the outbox like any change, survive lost answers and duplicates, and leave the server
 * with exactly the file's records, references included.
 */
const harness = startSyncHarness();

const sourceOf = (backup: BackupFile) => {
  const read = readBackup(JSON.stringify(backup));
  if (!read.ok) throw new Error(read.message);
  return read.source;
};

async function freshAccount() {
  const user = await harness.user();
  const proxy = await harness.proxy('dropResponse');
  const device = harness.device(user, proxy);
  await createCollection(device.db, { name: 'Default Collection' });
  await device.sync();
  return { user, proxy, device };
}

async function counts(device: SyncDevice, api: Parameters<typeof readServer>[0]) {
  const server = await readServer(api);
  const prices = await api.get<MarketPrice[]>('/market-prices');
  return {
    server: {
      cards: server.cards.length,
      transactions: server.transactions.length,
      sealed: server.sealedProducts.length,
      prices: prices.body.data?.length,
      lines: server.transactions.reduce((sum, t) => sum + t.items.length, 0),
    },
    device: {
      cards: await device.db.cards.count(),
      transactions: await device.db.transactions.count(),
      sealed: await device.db.sealedProducts.count(),
      prices: await device.db.marketPrices.count(),
      lines: (await device.db.transactions.toArray()).reduce((sum, t) => sum + t.items.length, 0),
    },
  };
}

describe('restore syncs to the server', () => {
  it('gives the server exactly the restored records, through lost answers, and a second restore adds nothing', async () => {
    const { user, proxy, device } = await freshAccount();
    const backup = generatedBackup(400, 60);
    const [entry] = backup.collections;
    await restoreBackup(device.db, sourceOf(backup), null);
    proxy.setFaulty(true);
    await device.sync();
    await settle([device], proxy);
    const expected = {
      cards: entry.cards.length,
      transactions: entry.transactions.length,
      sealed: entry.sealedProducts.length,
      prices: entry.marketPrices.length,
      lines: entry.transactions.reduce((sum, t) => sum + t.items.length, 0),
    };
    expect(await counts(device, user.api)).toEqual({ server: expected, device: expected });
    const server = await readServer(user.api);
    await expectDevicesMatchServer([device], server);
    // Every line still names a card the server has, and every card's transaction is one it has.
    const cardIds = new Set(server.cards.map((c) => c.id));
    const transactionIds = new Set(server.transactions.map((t) => t.id));
    expect(server.transactions.every((t) => t.items.every((i) => cardIds.has(i.id ?? '')))).toBe(true);
    expect(
      server.cards.every((c) =>
        c.conditionQuantities.every((r) => r.transactionId === null || transactionIds.has(r.transactionId)),
      ),
    ).toBe(true);

    const again = await restoreBackup(device.db, sourceOf(backup), null);
    expect(Object.values(again.added).every((count) => count === 0)).toBe(true);
    await settle([device], proxy);
    expect(await counts(device, user.api)).toEqual({ server: expected, device: expected });
  });

  it('gives the server the locations, the filed cards in their slots and the want lists', async () => {
    const { user, proxy, device } = await freshAccount();
    await restoreBackup(device.db, sourceOf(withPlacesAndWants(generatedBackup(30, 4))), null);
    proxy.setFaulty(true);
    await device.sync();
    await settle([device], proxy);
    const server = await readServer(user.api);
    await expectDevicesMatchServer([device], server);
    const [locations, wants] = await Promise.all([
      user.api.get<Location[]>('/locations'),
      user.api.get<Want[]>('/wants'),
    ]);
    const binder = locations.body.data?.find((l) => l.name === 'Binder 1');
    expect(locations.body.data?.map((l) => l.name).sort()).toEqual(['Binder 1', 'Bulk box']);
    const filed = Object.values(server.cards).filter((card) => card.locationId);
    expect(filed.map((card) => [card.locationId, card.page, card.slot]).sort()).toEqual([
      [binder?.id, 1, 1],
      [binder?.id, 1, 2],
      [binder?.id, 1, 3],
    ]);
    const restored = Object.values(server.collections).find((c) => c.name === 'Default Collection');
    expect(wants.body.data?.map((w) => [w.name, w.collectionId]).sort()).toEqual([
      ['Black Lotus', null],
      ['Lightning Bolt', restored?.id],
    ]);
    expect(await device.db.locations.count()).toBe(2);
    expect((await device.db.wants.toArray()).every((want) => !want.id.startsWith('temp-'))).toBe(true);
  });

  it('refuses a chunk that files a card in another user’s location, writing nothing', async () => {
    const owner = await freshAccount();
    const made = await owner.user.api.post<Location>('/locations', { name: 'Mine', kind: 'box' });
    const { user } = await freshAccount();
    const [collection] = (await user.api.get<{ id: string }[]>('/collections')).body.data ?? [];
    const card = generatedBackup(1, 0).collections[0].cards[0];
    const answer = await user.api.post('/collections/restore', {
      cards: [
        {
          ...card,
          id: `temp-${crypto.randomUUID()}`,
          collectionId: collection.id,
          locationId: made.body.data?.id,
        },
      ],
    });
    expect(answer.status).toBe(404);
    expect((await user.api.get<unknown[]>('/cards')).body.data).toEqual([]);
  });
});
