import { afterEach, describe, expect, it } from 'vitest';
import { setFormatLocale } from './locale';
import {
  formatComparisonPercent,
  formatCount,
  formatCoveragePercent,
  formatPercent,
  formatSignedPercent,
} from './numbers';
import { shortTransactionId } from './transactionId';

afterEach(() => setFormatLocale('en-US'));

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

  it("writes them in the browser's locale", () => {
    setFormatLocale('de-DE');
    expect(formatPercent(12.345)).toBe('12,35\u00a0%');
    expect(formatSignedPercent(-0.5)).toBe('-0,50\u00a0%');
  });
});

describe('formatCount', () => {
  it('groups thousands as the locale does', () => {
    expect(formatCount(50000)).toBe('50,000');
    expect(formatCount(7)).toBe('7');
    setFormatLocale('de-DE');
    expect(formatCount(50000)).toBe('50.000');
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
