import { getFormatLocale, perLocale } from './locale';

/** The locale's decimal separator: `.` in English, `,` in German or French. */
const separatorOf = (locale: string) =>
  new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
const decimalSeparator = perLocale(separatorOf);

// Spaces of every width and apostrophes group digits in some locales (`1 234,50`, `1'234.50`).
const SPACES = /[\s\u00a0\u202f'’]/g;
const GROUPS_OF_THREE = (separator: string) => new RegExp(`^-?[1-9]\\d{0,2}(\\${separator}\\d{3})+$`);
const PLAIN_NUMBER = /^-?(\d+(\.\d*)?|\.\d+)$/;

/**
 * Reads a number as typed in the browser's locale (issue 29): `2,50` in German, `2.50` in English,
 * grouping separators allowed (`1.234,50`, `1,234.50`, `1 234,50`). The other mark is read as the
 * decimal separator too when it cannot be grouping (`2.50` typed in German is 2.5; `1.234` is 1234).
 * NaN for anything that is not a number; an empty text is NaN as well (the form decides what empty means).
 */
export function parseLocaleNumber(text: string, locale: string = getFormatLocale()): number {
  const decimal = locale === getFormatLocale() ? decimalSeparator() : separatorOf(locale);
  const other = decimal === ',' ? '.' : ',';
  let compact = text.trim().replace(SPACES, '');
  if (compact.includes(decimal)) compact = compact.split(other).join('');
  else if (GROUPS_OF_THREE(other).test(compact)) compact = compact.split(other).join('');
  else compact = compact.replace(other, decimal);
  compact = compact.replace(decimal, '.');
  return PLAIN_NUMBER.test(compact) ? Number(compact) : Number.NaN;
}

const inputNumber = perLocale(
  (locale) => new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 20 }),
);

/** A stored amount as an input shows it for editing, in the locale's decimals: `2.5`, `2,5`; read back by parseLocaleNumber. */
export function formatAmountInput(value: number): string {
  return inputNumber().format(value);
}
