import type { CataloguePriceFields } from '../catalogue/cataloguePrinting';

/** Alert prices are the card database's USD prices (the catalogue holds no other currency for every finish). */
export const ALERT_CURRENCY = 'USD';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: ALERT_CURRENCY });
export const formatAlertPrice = (price: number) => usd.format(price);

export const ALERT_FINISHES = ['any', 'nonfoil', 'foil', 'etched'] as const;
export type AlertFinish = (typeof ALERT_FINISHES)[number];

/**
 * A printing's price in the finish an alert watches; `any`: the lowest it has. The server's SQL
 * (server/alerts/evaluateAlerts.ts) states the same rule; the tests hold both to the same answers.
 */
export function priceInFinish(printing: CataloguePriceFields, finish: AlertFinish): number | null {
  if (finish === 'nonfoil') return printing.usd;
  if (finish === 'foil') return printing.usdFoil;
  if (finish === 'etched') return printing.usdEtched;
  const known = [printing.usd, printing.usdFoil, printing.usdEtched].filter((price) => price !== null);
  return known.length === 0 ? null : Math.min(...known);
}
