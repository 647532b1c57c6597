import { describe, expect, it } from 'vitest';
import { createCard } from '../../src/db/cards/createCard';
import { editCard } from '../../src/db/cards/editCard';
import { createCollection } from '../../src/db/collections/createCollection';
import { InputError } from '../../src/db/errors';
import { gradeCopy } from '../../src/db/grading/gradeCopy';
import { readDevice, readServer } from './support/syncChecks';
import { startSyncHarness } from './support/syncHarness';

const harness = startSyncHarness();
const psa9 = { grader: 'PSA', grade: 9, certificate: '81234567', fee: 25 };

describe('graded copies sync against the real server', () => {
  it('a copy graded offline out of an unsent card, its value typed in, then one sync: the server has the same', async () => {
    const user = await harness.user();
    const device = harness.device(user);
    const collection = await createCollection(device.db, { name: 'Main' });
    const bolts = await createCard(device.db, {
      collectionId: collection.id,
      name: 'Lightning Bolt',
      conditionQuantities: [{ condition: 'Near Mint', quantity: 3, purchasePrice: 10 }],
    });
    const slab = await gradeCopy(device.db, bolts.id, 'Near Mint', psa9);
    await expect(gradeCopy(device.db, bolts.id, 'Near Mint', psa9)).rejects.toThrow(InputError);
    await editCard(device.db, slab.id, { grading: { ...psa9, value: 300 } });
    await device.sync();

    const server = await readServer(user.api);
    expect(await readDevice(device)).toEqual(server);
    const graded = server.cards.filter((card) => card.grading);
    expect(graded).toHaveLength(1);
    expect(graded[0]).toMatchObject({
      grading: { grader: 'PSA', grade: 9, certificate: '81234567', fee: 25, value: 300 },
      conditionQuantities: [{ condition: 'Near Mint', quantity: 1, purchasePrice: 35 }],
    });
    expect(server.cards.find((card) => !card.grading)?.conditionQuantities[0]?.quantity).toBe(2);
    expect(await device.db.outbox.count()).toBe(0);
  });

  it('grades a synced card’s only copy in place', async () => {
    const user = await harness.user();
    const device = harness.device(user);
    const collection = await createCollection(device.db, { name: 'Main' });
    const card = await createCard(device.db, {
      collectionId: collection.id,
      name: 'Opt',
      conditionQuantities: [{ condition: 'Near Mint', quantity: 1 }],
    });
    await device.sync();
    const [synced] = await device.db.cards.toArray();
    await gradeCopy(device.db, synced?.id ?? card.id, 'Near Mint', { grader: 'CGC', grade: 'Authentic' });
    await device.sync();
    const server = await readServer(user.api);
    expect(await readDevice(device)).toEqual(server);
    expect(server.cards).toEqual([
      expect.objectContaining({ id: synced?.id, grading: expect.objectContaining({ grade: 'Authentic' }) }),
    ]);
  });
});
