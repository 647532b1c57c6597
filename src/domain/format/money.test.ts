import { afterEach, describe, expect, it } from 'vitest';
import { setFormatLocale } from './locale';
import {
  displayCurrencySymbol,
  formatMoney,
  formatSignedMoney,
  getDisplayCurrency,
  setDisplayCurrency,
} from './money';

afterEach(() => {
  setDisplayCurrency('USD');
  setFormatLocale('en-US');
});

describe('money', () => {
  it('formats US dollars with grouping and 2 decimals', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(1_000_000)).toBe('$1,000,000.00');
    expect(formatMoney(0.126)).toBe('$0.13');
  });

  it('puts the minus before the dollar sign', () => {
    expect(formatMoney(-3)).toBe('-$3.00');
    expect(formatMoney(-1234.567)).toBe('-$1,234.57');
  });

  it('never shows a negative zero', () => {
    expect(formatMoney(-0)).toBe('$0.00');
    expect(formatMoney(-0.001)).toBe('$0.00');
  });

  it('signs gains and losses, zero as a gain', () => {
    expect(formatSignedMoney(1.5)).toBe('+$1.50');
    expect(formatSignedMoney(-3)).toBe('-$3.00');
    expect(formatSignedMoney(0)).toBe('+$0.00');
    expect(formatSignedMoney(-0.004)).toBe('+$0.00');
  });
});

describe('display currency and locale', () => {
  it('formats every amount in the chosen currency, signs and zero rules unchanged', () => {
    setDisplayCurrency('EUR');
    expect(getDisplayCurrency()).toBe('EUR');
    expect(formatMoney(1234.5)).toBe('€1,234.50');
    expect(formatSignedMoney(-3)).toBe('-€3.00');
    expect(formatMoney(-0.001)).toBe('€0.00');
    setDisplayCurrency('GBP');
    expect(formatMoney(1234.5)).toBe('£1,234.50');
    expect(displayCurrencySymbol()).toBe('£');
    expect(formatSignedMoney(0)).toBe('+£0.00');
    setDisplayCurrency('USD');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
  });

  it("follows the browser's locale, not en-US: a German collector reads 1.234,50 €", () => {
    setDisplayCurrency('EUR');
    setFormatLocale('de-DE');
    expect(formatMoney(1234.5)).toBe('1.234,50\u00a0€');
    expect(formatSignedMoney(-3.155)).toBe('-3,16\u00a0€');
    expect(formatSignedMoney(-0.001)).toBe('+0,00\u00a0€');
    setFormatLocale('fr-FR');
    expect(formatMoney(-1234.5)).toBe('-1\u202f234,50\u00a0€');
    setFormatLocale('en-GB');
    setDisplayCurrency('GBP');
    expect(formatMoney(3.15)).toBe('£3.15');
  });
});
