import { afterEach, describe, expect, it } from 'vitest';
import { FakeServer } from '../../../sync/testing/fakeServer';
import { ALERT_TEXTS } from '../../domain/alerts/alertTexts';
import type { CataloguePrinting } from '../../domain/catalogue/cataloguePrinting';
import type { CardfolioDatabase } from '../database';
import { InputError } from '../errors';
import { outboxCalls } from '../testing/database';
import { deviceSyncingWith } from '../testing/syncedDevice';
import { createWant } from '../wants/wants';
import { createAlert, deleteAlert, markAlertSeen } from './alerts';
import { evaluateDeviceAlerts } from './evaluateDeviceAlerts';
import { readAlerts } from './useAlerts';

const LEA = 'b01d8e8d-8f97-5e56-9f70-cc2471e95c1b';
const devices: CardfolioDatabase[] = [];
afterEach(async () => {
  for (const db of devices.splice(0)) await db.delete();
});

function device(server: FakeServer) {
  const synced = deviceSyncingWith(server);
  devices.push(synced.db);
  return synced;
}

/** The device's catalogue of a price day: Lightning Bolt in LEA, and in M10 at a lower price. */
function catalogueOf(priceDate: string, leaUsd: number, m10Usd: number) {
  const bolt = (id: string, setCode: string, usd: number) =>
    ({
      id,
      name: 'Lightning Bolt',
      setCode,
      collectorNumber: '1',
      usd,
      usdFoil: null,
      usdEtched: null,
    }) as CataloguePrinting;
  const printings = [bolt(LEA, 'lea', leaUsd), bolt('m10-bolt', 'm10', m10Usd)];
  return { priceDate, printings: new Map(printings.map((printing) => [printing.id, printing])) };
}

describe('price alerts on the device', () => {
  it('sets, marks seen and deletes alerts offline; one sync gives the server the same', async () => {
    const server = new FakeServer();
    const { db, engine } = device(server);
    const want = await createWant(db, { name: 'Lightning Bolt', quantity: 4 });
    const onWant = await createAlert(db, {
      wantId: want.id,
      label: 'Lightning Bolt',
      kind: 'below',
      threshold: 1,
    });
    const gone = await createAlert(db, {
      printingId: LEA,
      label: 'Lightning Bolt (LEA)',
      kind: 'above',
      threshold: 15,
    });
    await deleteAlert(db, gone.id);
    expect((await outboxCalls(db)).map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /wants',
      'POST /alerts',
    ]);
    await engine.sync();
    const [serverWant] = server.rows('wants');
    expect(server.rows('alerts')).toEqual([
      expect.objectContaining({ wantId: serverWant?.id, kind: 'below', holding: false, firedOn: null }),
    ]);
    expect((await db.alerts.toArray()).map((alert) => alert.id)).toEqual([server.rows('alerts')[0]?.id]);
    expect(onWant.firedOn).toBeNull();
  });

  it('refuses a bad alert with a clear message and writes nothing', async () => {
    const { db } = device(new FakeServer());
    await expect(
      createAlert(db, { printingId: LEA, label: 'Bolt', kind: 'change', threshold: 10 }),
    ).rejects.toThrow(ALERT_TEXTS.referenceNeeded);
    await expect(createAlert(db, { label: 'Bolt', kind: 'above', threshold: 1 })).rejects.toBeInstanceOf(
      InputError,
    );
    await expect(
      createAlert(db, { wantId: 'nope', label: 'Bolt', kind: 'above', threshold: 1 }),
    ).rejects.toThrow(ALERT_TEXTS.wantNotFound);
    expect(await db.alerts.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('offline, evaluates each downloaded price day once per crossing; the server’s same fire shows once', async () => {
    const { db } = device(new FakeServer());
    const want = await createWant(db, { name: 'Lightning Bolt', quantity: 4 });
    const above = await createAlert(db, {
      printingId: LEA,
      label: 'Lightning Bolt (LEA)',
      kind: 'above',
      threshold: 15,
    });
    await createAlert(db, { wantId: want.id, label: 'Lightning Bolt', kind: 'below', threshold: 1 });

    expect(await evaluateDeviceAlerts(db, catalogueOf('2026-11-22', 13.82, 1.5))).toEqual([]);
    const fired = await evaluateDeviceAlerts(db, catalogueOf('2026-11-23', 16, 0.9));
    expect(fired.map((change) => change.firing.firedPrice).sort()).toEqual([0.9, 16]);
    expect(await evaluateDeviceAlerts(db, catalogueOf('2026-11-24', 17, 0.8))).toEqual([]);
    let shown = await readAlerts(db);
    expect(shown.map(({ alert, firing, unseen }) => [alert.label, firing.firedOn, unseen])).toEqual([
      ['Lightning Bolt', '2026-11-23', true],
      ['Lightning Bolt (LEA)', '2026-11-23', true],
    ]);

    // The server's evaluation of the 23rd arrives by sync (stored as it comes): still one fire.
    const serverFiring = { holding: true, firedOn: '2026-11-23', firedPrice: 16, stateOn: '2026-11-23' };
    await db.alerts.update(above.id, serverFiring);
    shown = await readAlerts(db);
    expect(shown.filter(({ firing }) => firing.firedOn === '2026-11-23')).toHaveLength(2);

    await markAlertSeen(db, above.id, '2026-11-23');
    shown = await readAlerts(db);
    expect(shown.map(({ unseen }) => unseen)).toEqual([true, false]);
  });
});
