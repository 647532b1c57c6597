import { TRANSACTION_ID_SHOWN_CHARS } from './limits';

/**
 * Display formatting (part 1 §9, part 2 §9): money in the display currency (US dollars unless the user
 * chose EUR or GBP in Account Management), en-US grouping, 2 decimals; percentages with 2 decimals,
 * coverage and market comparison with 1. Percent inputs are percentage points (12.5 means 12.5 %).
 * The formatters are built once: constructing Intl.NumberFormat costs far more than using one.
 */

/** The currency options of Account Management (part 2 §9). Amounts are shown, never converted. */
export const DISPLAY_CURRENCIES = ['USD', 'EUR', 'GBP'] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];
export const DEFAULT_DISPLAY_CURRENCY: DisplayCurrency = 'USD';

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const wholeNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * Builds a formatter that formats the magnitude and then decides the sign on what is shown, so a value
 * that rounds to zero (-0, -0.001) never reads "-$0.00".
 */
function signedFormatter(format: Intl.NumberFormat, suffix: string, alwaysSign: boolean) {
  const zeroText = format.format(0) + suffix;
  return (value: number): string => {
    const magnitude = format.format(Math.abs(value)) + suffix;
    if (value < 0 && magnitude !== zeroText) return `-${magnitude}`;
    return alwaysSign ? `+${magnitude}` : magnitude;
  };
}

function moneyFormatters(currency: DisplayCurrency) {
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency });
  return { plain: signedFormatter(money, '', false), signed: signedFormatter(money, '', true) };
}

let displayCurrency: DisplayCurrency = DEFAULT_DISPLAY_CURRENCY;
let moneyTexts = moneyFormatters(displayCurrency);

/**
 * Sets the currency every amount is shown in from now on (the signed-in user's setting). Screens read
 * it when they render, so a section opened afterwards shows the new currency.
 */
export function setDisplayCurrency(currency: DisplayCurrency): void {
  if (currency === displayCurrency) return;
  displayCurrency = currency;
  moneyTexts = moneyFormatters(currency);
}

export const getDisplayCurrency = (): DisplayCurrency => displayCurrency;
const percentText = signedFormatter(twoDecimals, '%', false);
const signedPercentText = signedFormatter(twoDecimals, '%', true);
const coverageText = signedFormatter(oneDecimal, '%', false);
const comparisonText = signedFormatter(oneDecimal, '%', true);

/** `$1,234.50`, `-$3.00` (`€1,234.50`, `£1,234.50` in the other display currencies). */
export function formatMoney(value: number): string {
  return moneyTexts.plain(value);
}

/** `+$1.50`, `-$3.00`; zero reads as a gain (`+$0.00`), as the spec counts it. */
export function formatSignedMoney(value: number): string {
  return moneyTexts.signed(value);
}

/** `12.35%`. */
export function formatPercent(value: number): string {
  return percentText(value);
}

/** `+12.35%`, `-4.00%`, zero `+0.00%`. */
export function formatSignedPercent(value: number): string {
  return signedPercentText(value);
}

/** Market-price coverage, one decimal: `85.3%`. */
export function formatCoveragePercent(value: number): string {
  return coverageText(value);
}

/** Price against market (part 2 §9), one decimal, signed: `+5.0%`, `-12.5%`. */
export function formatComparisonPercent(value: number): string {
  return comparisonText(value);
}

/** Whole counts with grouping: `50,000`. */
export function formatCount(value: number): string {
  return wholeNumber.format(value);
}

/** A transaction id as shown: its last 8 characters; empty when there is none. */
export function shortTransactionId(id: string | null | undefined): string {
  if (!id) return '';
  return id.slice(-TRANSACTION_ID_SHOWN_CHARS);
}
