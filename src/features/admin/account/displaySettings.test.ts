// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { formatMoney } from '../../../domain/format';
import {
  applyDisplaySettings,
  currencyOptions,
  DISPLAY_SETTINGS_VERSION,
  displaySettingsKey,
  forgetDisplaySettings,
  loadDisplaySettings,
  migrateDisplaySettings,
  resetDisplaySettings,
  saveDisplaySettings,
} from './displaySettings';

describe('display settings', () => {
  afterEach(() => {
    localStorage.clear();
    resetDisplaySettings();
  });

  it('defaults to US dollars when nothing, garbage or no currency code is stored', () => {
    expect(loadDisplaySettings('u1')).toEqual({ currency: 'USD' });
    localStorage.setItem(displaySettingsKey('u1'), '{not json');
    expect(loadDisplaySettings('u1')).toEqual({ currency: 'USD' });
    expect(migrateDisplaySettings({ version: 1, settings: { currency: 'yen' } })).toEqual({
      currency: 'USD',
    });
    // Any currency the exchange rates carry may be chosen (issue 29).
    expect(migrateDisplaySettings({ version: 1, settings: { currency: 'JPY' } })).toEqual({
      currency: 'JPY',
    });
    expect(migrateDisplaySettings(null)).toEqual({ currency: 'USD' });
    expect(migrateDisplaySettings('EUR')).toEqual({ currency: 'USD' });
  });

  it('migrates version 0 (the bare settings object) and drops fields it does not know', () => {
    expect(migrateDisplaySettings({ currency: 'GBP' })).toEqual({ currency: 'GBP' });
    expect(migrateDisplaySettings({ version: 2, settings: { currency: 'EUR', locale: 'de' } })).toEqual({
      currency: 'EUR',
    });
  });

  it('saves per user with its version, and amounts follow at once', () => {
    saveDisplaySettings('u1', { currency: 'EUR' });
    expect(formatMoney(2)).toBe('€2.00');
    expect(JSON.parse(localStorage.getItem(displaySettingsKey('u1')) ?? '')).toEqual({
      version: DISPLAY_SETTINGS_VERSION,
      settings: { currency: 'EUR' },
    });
    expect(loadDisplaySettings('u2')).toEqual({ currency: 'USD' });
    applyDisplaySettings('u2');
    expect(formatMoney(2)).toBe('$2.00');
    applyDisplaySettings('u1');
    expect(formatMoney(2)).toBe('€2.00');
  });

  it('forgetting removes the user’s key and goes back to dollars', () => {
    saveDisplaySettings('u1', { currency: 'GBP' });
    forgetDisplaySettings('u1');
    expect(localStorage.getItem(displaySettingsKey('u1'))).toBeNull();
    expect(formatMoney(2)).toBe('$2.00');
  });

  it('offers USD, EUR, GBP, every currency the rates carry, and the one chosen', () => {
    const rates = [{ date: '2026-11-26', perEuro: { USD: 1.1, JPY: 163.45, CHF: 0.94 } }];
    expect(currencyOptions(rates, 'USD').map((option) => option.value)).toEqual([
      'USD',
      'EUR',
      'GBP',
      'CHF',
      'JPY',
    ]);
    expect(currencyOptions([], 'SEK').map((option) => option.value)).toEqual(['USD', 'EUR', 'GBP', 'SEK']);
  });
});
