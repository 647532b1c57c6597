import { useLiveQuery } from 'dexie-react-hooks';
import type { RatesDay } from '../../domain/money/exchangeRates';
import {
  type CatalogueState,
  catalogueDatabase,
  readCatalogueState,
  readExchangeRates,
} from '../catalogue/catalogueDatabase';
import { type LoadedCatalogue, loadCatalogue } from '../catalogue/catalogueIndex';

/** What the device's catalogue holds (undefined while reading, null when it holds none). */
export function useCatalogueState(): CatalogueState | null | undefined {
  return useLiveQuery(async () => (await readCatalogueState(catalogueDatabase())) ?? null, []);
}

/**
 * The catalogue in memory (search, prices), read again when a new version is stored; null without one.
 * `wanted` false reads nothing (a screen that needs it only for some searches).
 */
export function useLoadedCatalogue(wanted = true): LoadedCatalogue | null | undefined {
  const state = useCatalogueState();
  return useLiveQuery(
    async () => (state && wanted ? loadCatalogue(catalogueDatabase()) : null),
    [state?.version ?? 0, wanted],
  );
}

/** The exchange rates the device holds, oldest first (undefined while reading); offline, the last known. */
export function useExchangeRates(): RatesDay[] | undefined {
  return useLiveQuery(() => readExchangeRates(catalogueDatabase()), []);
}
