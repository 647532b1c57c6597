import { describe, expect, it } from 'vitest';
import { FakeServer } from '../../../sync/testing/fakeServer';
import { WANT_TEXTS } from '../../domain/texts';
import { outboxCalls } from '../testing/database';
import { devicesDeletedAfterEach } from '../testing/syncedDevice';
import { addMissingToWantList, createWant, createWants } from './wants';

const device = devicesDeletedAfterEach();
const missing = [
  { name: 'Alpha', setCode: 'tst', collectorNumber: '1' },
  { name: 'Beta', setCode: 'tst', collectorNumber: '2' },
  { name: 'Gamma', setCode: 'tst', collectorNumber: '3' },
];

describe('several wants at once', () => {
  it('adds the missing printings not wanted yet in one transaction; one sync gives the server all', async () => {
    const server = new FakeServer();
    const { db, engine } = device(server);
    await createWant(db, { name: 'Beta', setCode: 'TST', collectorNumber: '2', quantity: 1 });
    const added = await addMissingToWantList(db, missing, null);
    expect(added.map((want) => want.name)).toEqual(['Alpha', 'Gamma']);
    // One use case, one entry: the two new wants go in one batch call that lists both.
    const calls = await outboxCalls(db);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /wants', 'POST /wants/batch']);
    expect((await db.outbox.toArray())[1].records.map((r) => r.op)).toEqual(['create', 'create']);
    expect(await addMissingToWantList(db, missing, null)).toEqual([]);
    await engine.sync();
    expect(
      server
        .rows('wants')
        .map((want) => want.name)
        .sort(),
    ).toEqual(['Alpha', 'Beta', 'Gamma']);
    // The device's temp ids are re-keyed to the server's by the batch's idMapping.
    expect((await db.wants.toArray()).map((want) => want.id).sort()).toEqual(
      server
        .rows('wants')
        .map((want) => want.id)
        .sort(),
    );
  });

  it('writes none when one input is bad, and names the problem', async () => {
    const { db } = device(new FakeServer());
    await expect(
      createWants(db, [
        { name: 'Alpha', quantity: 1 },
        { name: 'Beta', quantity: 0 },
      ]),
    ).rejects.toThrow(WANT_TEXTS.quantityRange);
    expect(await db.wants.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });
});
