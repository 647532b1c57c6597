import { evaluateDeviceAlerts } from '../../db/alerts/evaluateDeviceAlerts';
import { catalogueDatabase } from '../../db/catalogue/catalogueDatabase';
import { loadCatalogue } from '../../db/catalogue/catalogueIndex';
import type { CardfolioDatabase } from '../../db/database';
import { ALERT_TEXTS, firedAlertText } from '../../domain/alerts/alertTexts';

/**
 * The user's alerts against the catalogue just stored; each new fire is also shown as a system
 * notification through the service worker when the user allowed it and the browser can. The bell
 * lists fires either way.
 */
export async function afterCatalogueUpdate(db: CardfolioDatabase): Promise<void> {
  const fired = await evaluateDeviceAlerts(db, await loadCatalogue(catalogueDatabase()));
  if (fired.length === 0 || !canNotify()) return;
  const registration = await navigator.serviceWorker.ready;
  for (const { alertId, firing } of fired) {
    const alert = await db.alerts.get(alertId);
    if (!alert || firing.firedPrice === null) continue;
    await registration.showNotification(ALERT_TEXTS.notificationTitle, {
      body: firedAlertText({ ...alert, firedPrice: firing.firedPrice }),
      tag: `alert-${alertId}-${firing.firedOn}`,
    });
  }
}

export function canNotify(): boolean {
  return 'Notification' in window && 'serviceWorker' in navigator && Notification.permission === 'granted';
}
