import { describe, expect, it } from 'vitest';
import {
  formatComparisonPercent,
  formatCount,
  formatCoveragePercent,
  formatMoney,
  formatPercent,
  formatSignedMoney,
  formatSignedPercent,
  getDisplayCurrency,
  setDisplayCurrency,
  shortTransactionId,
} from './format';

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

describe('display currency', () => {
  it('formats every amount in the chosen currency, signs and zero rules unchanged', () => {
    try {
      setDisplayCurrency('EUR');
      expect(getDisplayCurrency()).toBe('EUR');
      expect(formatMoney(1234.5)).toBe('€1,234.50');
      expect(formatSignedMoney(-3)).toBe('-€3.00');
      expect(formatMoney(-0.001)).toBe('€0.00');
      setDisplayCurrency('GBP');
      expect(formatMoney(1234.5)).toBe('£1,234.50');
      expect(formatSignedMoney(0)).toBe('+£0.00');
    } finally {
      setDisplayCurrency('USD');
    }
    expect(formatMoney(1234.5)).toBe('$1,234.50');
  });
});

describe('percentages', () => {
  it('takes percentage points and shows 2 decimals', () => {
    expect(formatPercent(12.345)).toBe('12.35%');
    expect(formatPercent(100)).toBe('100.00%');
    expect(formatPercent(-4)).toBe('-4.00%');
    expect(formatPercent(1234.5)).toBe('1,234.50%');
  });

  it('signs percentages', () => {
    expect(formatSignedPercent(25)).toBe('+25.00%');
    expect(formatSignedPercent(-0.5)).toBe('-0.50%');
    expect(formatSignedPercent(0)).toBe('+0.00%');
  });

  it('shows coverage with 1 decimal', () => {
    expect(formatCoveragePercent(85.26)).toBe('85.3%');
    expect(formatCoveragePercent(0)).toBe('0.0%');
    expect(formatCoveragePercent(100)).toBe('100.0%');
  });

  it('shows the market comparison signed with 1 decimal', () => {
    expect(formatComparisonPercent(5)).toBe('+5.0%');
    expect(formatComparisonPercent(-12.54)).toBe('-12.5%');
  });
});

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(50000)).toBe('50,000');
    expect(formatCount(7)).toBe('7');
  });
});

describe('shortTransactionId', () => {
  it('shows the last 8 characters', () => {
    expect(shortTransactionId('3f2a9c1e-77b0-4d6e-9a51-0c4b8e21d9fa')).toBe('8e21d9fa');
  });

  it('keeps a short id whole and shows nothing for none', () => {
    expect(shortTransactionId('abc')).toBe('abc');
    expect(shortTransactionId(null)).toBe('');
    expect(shortTransactionId(undefined)).toBe('');
  });
});
