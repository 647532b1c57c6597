import { describe, expect, it } from 'vitest';
import { createCollection } from '../../src/db/collections/createCollection';
import { createWants, deleteWant } from '../../src/db/wants/wants';
import type { Want } from '../../src/domain/wants/schema';
import { startSyncHarness } from './support/syncHarness';
import { settle } from './support/syncSettle';

/**
 * Several wants added by one use case reach the real server as one `POST /wants/batch` entry, through
 * lost answers, under their collection's real id; the device's temp ids become the server's.
 */
const harness = startSyncHarness();

describe('a want batch syncs to the server', () => {
  it('creates every want once under the collection made offline with them, through lost answers', async () => {
    const user = await harness.user();
    const proxy = await harness.proxy('dropResponse');
    const device = harness.device(user, proxy);
    const collection = await createCollection(device.db, { name: 'Vintage' });
    const wanted = ['Mox Pearl', 'Mox Jet', 'Mox Ruby'].map((name) => ({
      name,
      quantity: 1,
      collectionId: collection.id,
    }));
    const [, jet] = await createWants(device.db, wanted);
    // Deleted before any sync: the batch still creates it, then its DELETE removes it.
    await deleteWant(device.db, jet.id);
    proxy.setFaulty(true);
    await device.sync();
    await settle([device], proxy);
    const server = (await user.api.get<Want[]>('/wants')).body.data ?? [];
    const [serverCollection] = (await user.api.get<{ id: string }[]>('/collections')).body.data ?? [];
    expect(server.map((want) => [want.name, want.collectionId]).sort()).toEqual([
      ['Mox Pearl', serverCollection?.id],
      ['Mox Ruby', serverCollection?.id],
    ]);
    const local = await device.db.wants.toArray();
    expect(local.map((want) => want.id).sort()).toEqual(server.map((want) => want.id).sort());
    expect(await device.db.outbox.count()).toBe(0);
  });
});
