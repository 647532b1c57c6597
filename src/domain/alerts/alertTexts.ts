import { formatAlertPrice } from './alertPrice';

/** Price alerts (issue 26): written once for the forms, the server, the bell and the tests. */
export const ALERT_TEXTS = {
  title: 'Price alerts',
  bell: (unseen: number) => (unseen === 0 ? 'Price alerts' : `Price alerts (${unseen} new)`),
  notFound: 'Alert not found',
  wantNotFound: 'Want not found',
  oneTarget: 'An alert is on a printing or a want, not both',
  labelRequired: 'Say which card the alert is on',
  priceRange: 'Price must be between 0 and 1,000,000',
  percentRange: 'Change must be between 1 and 1,000 percent',
  referenceNeeded: 'A change alert needs the price when it is set',
  none: 'No price alerts yet.',
  noneFired: 'Nothing has fired yet.',
  markSeen: 'Mark all seen',
  delete: 'Delete alert',
  add: 'Add price alert',
  kindLabel: 'Alert when the price',
  priceLabel: 'Price (USD)',
  percentLabel: 'Change (%)',
  save: 'Set alert',
  thresholdNumber: 'Enter a number',
  kinds: { above: 'Rises above', below: 'Falls below', change: 'Changes by ±%' },
  /** Prices come from the card database in US dollars; no conversion is applied to alerts. */
  currencyNote: 'Alert prices are the card database’s US dollar prices.',
  notificationTitle: 'Cardfolio price alert',
  allowNotifications: 'Notify me',
} as const;

export interface FiredAlertText {
  label: string;
  kind: 'above' | 'below' | 'change';
  threshold: number;
  referencePrice: number | null;
  firedPrice: number;
}

/** "Lightning Bolt (LEA) rose above $5.00: now $6.10". */
export function firedAlertText(alert: FiredAlertText): string {
  const now = formatAlertPrice(alert.firedPrice);
  if (alert.kind === 'above')
    return `${alert.label} rose above ${formatAlertPrice(alert.threshold)}: now ${now}`;
  if (alert.kind === 'below')
    return `${alert.label} fell below ${formatAlertPrice(alert.threshold)}: now ${now}`;
  const from = alert.referencePrice ?? 0;
  const verb = alert.firedPrice >= from ? 'rose' : 'fell';
  return `${alert.label} ${verb} ${alert.threshold}% or more from ${formatAlertPrice(from)}: now ${now}`;
}

/** How an alert reads in the list before it fires. */
export function alertRuleText(alert: Omit<FiredAlertText, 'firedPrice'>): string {
  if (alert.kind === 'above') return `${alert.label}: above ${formatAlertPrice(alert.threshold)}`;
  if (alert.kind === 'below') return `${alert.label}: below ${formatAlertPrice(alert.threshold)}`;
  return `${alert.label}: ±${alert.threshold}% from ${formatAlertPrice(alert.referencePrice ?? 0)}`;
}
