import { z } from 'zod';
import {
  DEFAULT_DISPLAY_CURRENCY,
  DISPLAY_CURRENCIES,
  type DisplayCurrency,
  setDisplayCurrency,
} from '../../../domain/format';
import { currenciesOf, type ExchangeRates } from '../../../domain/money/exchangeRates';

/**
 * The signed-in user's display settings, kept on this device per user (another account on the device
 * keeps its own). Stored as `{ version, settings }`; every field has a default, so a value from an older
 * or newer app version, or a damaged one, reads as the nearest valid settings instead of failing.
 */
export const DisplaySettings = z.object({
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .catch(DEFAULT_DISPLAY_CURRENCY)
    .default(DEFAULT_DISPLAY_CURRENCY),
});
export type DisplaySettings = z.infer<typeof DisplaySettings>;

export const DISPLAY_SETTINGS_VERSION = 1;

export const displaySettingsKey = (userId: string) => `cardfolio-display-settings:${userId}`;

/**
 * Today's settings from whatever was stored. Version 0 (before the envelope) stored the settings
 * object itself; anything unreadable gives the defaults.
 */
export function migrateDisplaySettings(stored: unknown): DisplaySettings {
  const envelope = (stored ?? {}) as { version?: unknown; settings?: unknown };
  const settings = typeof envelope.version === 'number' ? envelope.settings : stored;
  const parsed = DisplaySettings.safeParse(settings ?? {});
  return parsed.success ? parsed.data : DisplaySettings.parse({});
}

export function loadDisplaySettings(userId: string): DisplaySettings {
  const text = localStorage.getItem(displaySettingsKey(userId));
  if (text === null) return DisplaySettings.parse({});
  try {
    return migrateDisplaySettings(JSON.parse(text));
  } catch {
    return DisplaySettings.parse({});
  }
}

/** Stores the settings and shows amounts in their currency at once. */
export function saveDisplaySettings(userId: string, settings: DisplaySettings): void {
  localStorage.setItem(
    displaySettingsKey(userId),
    JSON.stringify({ version: DISPLAY_SETTINGS_VERSION, settings }),
  );
  setDisplayCurrency(settings.currency);
}

/** At sign-in, before any screen renders: amounts follow this user's choice. */
export function applyDisplaySettings(userId: string): void {
  setDisplayCurrency(loadDisplaySettings(userId).currency);
}

/** At sign-out: the next user starts from the default until their own settings are applied. */
export function resetDisplaySettings(): void {
  setDisplayCurrency(DEFAULT_DISPLAY_CURRENCY);
}

export function forgetDisplaySettings(userId: string): void {
  localStorage.removeItem(displaySettingsKey(userId));
  resetDisplaySettings();
}

/**
 * What Account Management offers: USD, EUR and GBP, every currency the exchange rates carry, and the
 * one chosen (kept while the rates are read, or if a later feed drops it).
 */
export function currencyOptions(
  rates: ExchangeRates,
  chosen: DisplayCurrency,
): { value: DisplayCurrency; label: string }[] {
  const codes = new Set<string>([...DISPLAY_CURRENCIES, ...currenciesOf(rates), chosen]);
  return [...codes].map((currency) => ({ value: currency, label: currency }));
}
