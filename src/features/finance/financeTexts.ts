import { FALLBACK_MESSAGES } from '../../domain/texts';

/** The finance panel's texts (part 1 §2 "Collection Finance Summary panel", §8). */
export const FINANCE_TEXTS = {
  title: 'Collection Finance Summary',
  lastUpdated: 'Last updated',
  never: 'Never',
  refresh: 'Refresh',
  retry: 'Retry',
  calculate: 'Calculate Finance Data',
  noPurchasePrices: 'No purchase prices',
  profitLossNote: 'Profit and loss covers only items with known purchase prices.',
  loading: 'Calculating finance data...',
  noData: 'No finance data for this collection yet.',
  loadFailed: FALLBACK_MESSAGES.loadFinance,
  recalculateFailed: FALLBACK_MESSAGES.recalculateFinance,
} as const;

const lastUpdatedFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Nov 21, 2026, 3:07 PM", or "Never" when the summary was never calculated on this device. */
export function lastUpdatedText(iso: string | null): string {
  if (iso === null) return FINANCE_TEXTS.never;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? FINANCE_TEXTS.never : lastUpdatedFormat.format(date);
}
