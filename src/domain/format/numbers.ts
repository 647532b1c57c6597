import { perLocale } from './locale';
import { signedFormatter } from './signed';

/**
 * Percentages with 2 decimals, coverage and market comparison with 1 (part 1 §9, part 2 §9), and
 * counts, in the browser's locale. Percent inputs are percentage points (12.5 means 12.5 %).
 */
const percent = (decimals: number): Intl.NumberFormatOptions => ({
  style: 'percent',
  minimumFractionDigits: decimals,
  maximumFractionDigits: decimals,
});

const formatters = perLocale((locale) => ({
  percent: signedFormatter(locale, percent(2), false),
  signedPercent: signedFormatter(locale, percent(2), true),
  coverage: signedFormatter(locale, percent(1), false),
  comparison: signedFormatter(locale, percent(1), true),
  count: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
}));

/** `12.35%`. */
export function formatPercent(value: number): string {
  return formatters().percent(value / 100);
}

/** `+12.35%`, `-4.00%`, zero `+0.00%`. */
export function formatSignedPercent(value: number): string {
  return formatters().signedPercent(value / 100);
}

/** Market-price coverage, one decimal: `85.3%`. */
export function formatCoveragePercent(value: number): string {
  return formatters().coverage(value / 100);
}

/** Price against market (part 2 §9), one decimal, signed: `+5.0%`, `-12.5%`. */
export function formatComparisonPercent(value: number): string {
  return formatters().comparison(value / 100);
}

/** Whole counts with the locale's grouping: `50,000` (`50.000` in German). */
export function formatCount(value: number): string {
  return formatters().count.format(value);
}
