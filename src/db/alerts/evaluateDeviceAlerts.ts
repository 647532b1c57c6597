import {
  type AlertCatalogue,
  currentFiring,
  evaluateAlerts,
  type FiringChange,
  printingsByName,
} from '../../domain/alerts/evaluate';
import type { LoadedCatalogue } from '../catalogue/catalogueIndex';
import type { CardfolioDatabase } from '../database';

type HeldCatalogue = Pick<LoadedCatalogue, 'printings' | 'priceDate'>;

const byNameOf = new WeakMap<HeldCatalogue, AlertCatalogue>();

function alertCatalogue(catalogue: HeldCatalogue): AlertCatalogue {
  let found = byNameOf.get(catalogue);
  if (!found) {
    found = { printings: catalogue.printings, byName: printingsByName(catalogue.printings.values()) };
    byNameOf.set(catalogue, found);
  }
  return found;
}

/**
 * After a catalogue delta is stored: the user's alerts against its prices, by the same rule the
 * server applies after its ingest (src/domain/alerts/evaluate.ts), each from the newer of the
 * server's firing and the device's own. What changes is kept on the device only (`alertFirings`):
 * the server's own evaluation of that price day arrives by sync and, being the same, replaces
 * nothing the bell shows. Answers the alerts that fired.
 */
export async function evaluateDeviceAlerts(
  db: CardfolioDatabase,
  catalogue: HeldCatalogue | null,
): Promise<FiringChange[]> {
  if (!catalogue?.priceDate) return [];
  const day = catalogue.priceDate;
  return db.transaction('rw', db.alerts, db.alertFirings, db.wants, async () => {
    const alerts = await db.alerts.toArray();
    if (alerts.length === 0) return [];
    const own = new Map((await db.alertFirings.toArray()).map((firing) => [firing.alertId, firing]));
    const wants = new Map((await db.wants.toArray()).map((want) => [want.id, want]));
    const current = alerts.map((alert) => ({ ...alert, current: currentFiring(alert, own.get(alert.id)) }));
    const changes = evaluateAlerts(current, alertCatalogue(catalogue), wants, day);
    await db.alertFirings.bulkPut(changes.map(({ alertId, firing }) => ({ alertId, ...firing })));
    return changes.filter((change) => change.firing.firedOn === day);
  });
}
