import { describe, expect, it } from 'vitest';
import { restoreBackup } from '../../src/db/backup/restoreBackup';
import { createCollection } from '../../src/db/collections/createCollection';
import type { BackupFile } from '../../src/domain/backup/backupFormat';
import { readBackup } from '../../src/domain/backup/readBackup';
import type { MarketPrice } from '../../src/domain/schemas';
import { generatedBackup } from '../../src/domain/testing/backup';
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
    expect(again.added).toEqual({
      collections: 0,
      sealedDefinitions: 0,
      cards: 0,
      sealedProducts: 0,
      transactions: 0,
      marketPrices: 0,
    });
    await settle([device], proxy);
    expect(await counts(device, user.api)).toEqual({ server: expected, device: expected });
  });
});
