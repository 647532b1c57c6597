/**
 * How the app writes and reads figures (issues 28, 29): money in the display currency and the
 * browser's locale, percentages and counts, days, error texts, and the number parser the forms use.
 */
export { localDateIso } from './dates';
export { errorMessage, isStorageFull } from './errors';
export { getFormatLocale, setFormatLocale } from './locale';
export {
  DEFAULT_DISPLAY_CURRENCY,
  DISPLAY_CURRENCIES,
  type DisplayCurrency,
  displayCurrencySymbol,
  formatMoney,
  formatSignedMoney,
  getDisplayCurrency,
  setDisplayCurrency,
} from './money';
export {
  formatComparisonPercent,
  formatCount,
  formatCoveragePercent,
  formatPercent,
  formatSignedPercent,
} from './numbers';
export { formatAmountInput, parseLocaleNumber } from './parseNumber';
export { shortTransactionId } from './transactionId';
