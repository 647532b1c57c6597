import type { FaultProxy } from './faultProxy';
import type { SyncDevice } from './syncDevice';

/** Past the backoff cap (5 min): every waiting entry may go again. */
const PAST_ANY_BACKOFF_MS = 6 * 60_000;
const MAX_ROUNDS = 25;

async function describeOutbox(device: SyncDevice): Promise<string> {
  const entries = await device.db.outbox.orderBy('seq').toArray();
  const status = device.engine.status.get();
  const lines = entries.map(
    (e) => `  #${e.seq} ${e.state} ${e.method} ${e.path} attempts=${e.attempts} ${e.lastError ?? ''}`,
  );
  return [`${device.name} (phase ${status.phase}, last error ${status.lastError})`, ...lines].join('\n');
}

/**
 * Ends a case the way a collector's devices end a day: the network heals, every device syncs until its
 * outbox is empty, then each pulls once more so it sees what the others pushed last. Fails when an
 * entry is parked (no step of these cases is refused by the server), when an outbox never drains, or
 * when a device's last run did not end idle.
 */
export async function settle(devices: readonly SyncDevice[], proxy: FaultProxy): Promise<void> {
  proxy.setFaulty(false);
  for (const device of devices) await device.stragglers();
  for (let round = 1; ; round++) {
    for (const device of devices) {
      device.advanceClock(PAST_ANY_BACKOFF_MS);
      await device.sync();
    }
    const outboxes = await Promise.all(devices.map((device) => device.db.outbox.toArray()));
    const parked = outboxes.some((entries) => entries.some((e) => e.state === 'failed'));
    const drained = outboxes.every((entries) => entries.length === 0);
    if (drained) break;
    if (parked || round === MAX_ROUNDS) {
      const reports = await Promise.all(devices.map(describeOutbox));
      const why = parked ? 'an entry was parked' : `outbox not empty after ${MAX_ROUNDS} rounds`;
      throw new Error(`sync did not settle: ${why}\n${reports.join('\n')}`);
    }
  }
  for (const device of devices) {
    await device.sync();
    const { phase, lastError } = device.engine.status.get();
    if (phase !== 'idle') throw new Error(`${device.name} ended ${phase}: ${lastError}`);
  }
}
