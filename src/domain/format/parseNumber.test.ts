import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { setFormatLocale } from './locale';
import { parseLocaleNumber } from './parseNumber';

afterEach(() => setFormatLocale('en-US'));

describe("reading a number typed in the browser's locale", () => {
  it('reads the English decimal point and grouping', () => {
    expect(parseLocaleNumber('2.50', 'en-US')).toBe(2.5);
    expect(parseLocaleNumber(' 1,234.50 ', 'en-US')).toBe(1234.5);
    expect(parseLocaleNumber('1,234', 'en-US')).toBe(1234);
    expect(parseLocaleNumber('.5', 'en-US')).toBe(0.5);
    // A comma that cannot be grouping is a decimal mark typed on another keyboard.
    expect(parseLocaleNumber('2,5', 'en-US')).toBe(2.5);
  });

  it('reads the German and French decimal comma, and their grouping', () => {
    expect(parseLocaleNumber('2,50', 'de-DE')).toBe(2.5);
    expect(parseLocaleNumber('1.234,50', 'de-DE')).toBe(1234.5);
    expect(parseLocaleNumber('1.234', 'de-DE')).toBe(1234);
    expect(parseLocaleNumber('2.50', 'de-DE')).toBe(2.5);
    expect(parseLocaleNumber('1\u202f234,5', 'fr-FR')).toBe(1234.5);
    expect(parseLocaleNumber('-3,75', 'fr-FR')).toBe(-3.75);
  });

  it('uses the locale set for formatting by default', () => {
    setFormatLocale('de-DE');
    expect(parseLocaleNumber('3,15')).toBe(3.15);
  });

  it('answers NaN for what is not a number, and for nothing', () => {
    for (const text of ['', ' ', 'abc', '1,2,3.4.5', '1e5', '2..5', '€3', '--1'])
      expect(parseLocaleNumber(text, 'en-US')).toBeNaN();
  });

  it('reads back every amount it would show, in either locale', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom('en-US', 'de-DE', 'fr-FR'),
        (cents, locale) => {
          const text = new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(cents / 100);
          expect(parseLocaleNumber(text, locale)).toBeCloseTo(cents / 100, 10);
        },
      ),
    );
  });
});
