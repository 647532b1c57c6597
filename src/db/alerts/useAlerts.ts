import { useLiveQuery } from 'dexie-react-hooks';
import { currentFiring, isUnseen } from '../../domain/alerts/evaluate';
import type { AlertFiring } from '../../domain/alerts/schema';
import { useDatabase } from '../DatabaseProvider';
import type { CardfolioDatabase } from '../database';
import type { AlertRow } from '../rows';

export interface AlertWithFiring {
  alert: AlertRow;
  /** The newer of the server's firing and the device's own. */
  firing: AlertFiring;
  unseen: boolean;
}

/** The user's alerts with what fired, newest fire first, then by card. */
export async function readAlerts(db: CardfolioDatabase): Promise<AlertWithFiring[]> {
  const alerts = await db.alerts.toArray();
  const own = new Map((await db.alertFirings.toArray()).map((firing) => [firing.alertId, firing]));
  return alerts
    .map((alert) => {
      const firing = currentFiring(alert, own.get(alert.id));
      return { alert, firing, unseen: isUnseen(firing, alert.seenOn) };
    })
    .sort(
      (a, b) =>
        (b.firing.firedOn ?? '').localeCompare(a.firing.firedOn ?? '') ||
        a.alert.label.localeCompare(b.alert.label),
    );
}

/** `readAlerts` kept live; `undefined` until the first read. */
export function useAlerts(): AlertWithFiring[] | undefined {
  const db = useDatabase();
  return useLiveQuery(() => readAlerts(db), [db]);
}
