import { formatCount } from '../format';
import { DEVICE_DATABASE_TEXTS } from '../texts';

/** The catalogue's texts (issue 12), written once for the UI, the device's store and the tests. */
export const CATALOGUE_TEXTS = {
  downloadFailed: 'The card database could not be downloaded',
  unreachable:
    'The card database could not be downloaded: the server could not be reached. It will try again when online.',
  storageFull: `${DEVICE_DATABASE_TEXTS.storageFull} The card database keeps the version it had; your cards and collections are safe.`,
  askMetered:
    'Download the card database for offline search? You are on a metered or data-saving connection.',
  download: 'Download',
  notNow: 'Not now',
  tryAgain: 'Try again',
  downloading: 'Downloading the card database…',
  saving: 'Saving the card database…',
  none: 'Card database: not on this device yet',
} as const;

const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "Card database: 104,312 printings, prices of 23 Nov". */
export function describeCatalogue(total: number, priceDate: string | null): string {
  const prices = priceDate ? `, prices of ${dayMonth.format(new Date(`${priceDate}T00:00:00Z`))}` : '';
  return `Card database: ${formatCount(total)} printings${prices}`;
}

/**
 * "exchange rates of 26 Nov": the day of the newest rates held, which convert market prices into the
 * display currency; offline it is the last day the device received.
 */
export function describeRates(day: string): string {
  return `exchange rates of ${dayMonth.format(new Date(`${day}T00:00:00Z`))}`;
}

const units = ['B', 'KB', 'MB', 'GB', 'TB'];

export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 || unit === 0 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}

/** "Storage: 48 MB used of 2.1 GB". */
export function describeStorage(usage: number, quota: number | null): string {
  return quota
    ? `Storage: ${formatBytes(usage)} used of ${formatBytes(quota)}`
    : `Storage: ${formatBytes(usage)} used`;
}
