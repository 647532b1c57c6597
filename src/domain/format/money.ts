import { perLocale } from './locale';
import { signedFormatter } from './signed';

/**
 * Money in the display currency (US dollars unless the user chose another in Account Management),
 * formatted by `Intl.NumberFormat` for the currency and the browser's locale (issue 29): `$1,234.50`,
 * `1.234,50 €`, `£3.15`. Figures are converted into the display currency before they get here
 * (src/domain/money); this only writes them.
 */

/**
 * The currency options Account Management always offers (part 2 §9); any other the exchange rates
 * carry can be chosen too (issue 29). An ISO 4217 code.
 */
export const DISPLAY_CURRENCIES = ['USD', 'EUR', 'GBP'] as const;
export type DisplayCurrency = string;
export const DEFAULT_DISPLAY_CURRENCY: DisplayCurrency = 'USD';

let displayCurrency: DisplayCurrency = DEFAULT_DISPLAY_CURRENCY;

const moneyTexts = perLocale((locale) => {
  const byCurrency = new Map<
    string,
    { plain: (value: number) => string; signed: (value: number) => string }
  >();
  return (currency: string) => {
    let texts = byCurrency.get(currency);
    if (!texts) {
      const options: Intl.NumberFormatOptions = { style: 'currency', currency };
      texts = {
        plain: signedFormatter(locale, options, false),
        signed: signedFormatter(locale, options, true),
      };
      byCurrency.set(currency, texts);
    }
    return texts;
  };
});

/**
 * Sets the currency every amount is shown in from now on (the signed-in user's setting). Screens read
 * it when they render, so a section opened afterwards shows the new currency.
 */
export function setDisplayCurrency(currency: DisplayCurrency): void {
  displayCurrency = currency;
}

export const getDisplayCurrency = (): DisplayCurrency => displayCurrency;

/** `$1,234.50`, `-$3.00` (`€1,234.50`, `1.234,50 €`, `£1,234.50` by currency and locale). */
export function formatMoney(value: number): string {
  return moneyTexts()(displayCurrency).plain(value);
}

/** `+$1.50`, `-$3.00`; zero reads as a gain (`+$0.00`), as the spec counts it. */
export function formatSignedMoney(value: number): string {
  return moneyTexts()(displayCurrency).signed(value);
}

const symbols = perLocale((locale) => {
  const byCurrency = new Map<string, string>();
  return (currency: string) => {
    let symbol = byCurrency.get(currency);
    if (symbol === undefined) {
      const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0);
      symbol = parts.find((part) => part.type === 'currency')?.value ?? currency;
      byCurrency.set(currency, symbol);
    }
    return symbol;
  };
});

/** The display currency's sign in the locale: `$`, `€`, `£` (a toggle between percent and amount). */
export function displayCurrencySymbol(): string {
  return symbols()(displayCurrency);
}
