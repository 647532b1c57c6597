import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { getDisplayCurrency } from '../../domain/format';
import {
  type CatalogueSet,
  type CompleteSetResult,
  catalogueSets,
  completeSet,
  printingsOfSet,
} from '../../domain/wants/completeSet';
import { useDatabase } from '../DatabaseProvider';
import { useExchangeRates, useLoadedCatalogue } from '../hooks/useCatalogueState';

/** The sets of the device catalogue, by name; null when it holds none, undefined while reading. */
export function useCatalogueSets(): CatalogueSet[] | null | undefined {
  const loaded = useLoadedCatalogue();
  return useMemo(() => (loaded ? catalogueSets(loaded.printings.values()) : loaded), [loaded]);
}

/**
 * "Complete a set" for `setCode`, live, in `collectionId` or (null) across collections: reads only the
 * copies named like the set's printings. Undefined while reading; null without a catalogue.
 */
export function useCompleteSet(
  setCode: string,
  collectionId: string | null,
): CompleteSetResult | null | undefined {
  const db = useDatabase();
  const loaded = useLoadedCatalogue();
  const rates = useExchangeRates();
  const currency = getDisplayCurrency();
  const printings = useMemo(
    () => (loaded ? printingsOfSet(loaded.printings.values(), setCode) : []),
    [loaded, setCode],
  );
  const copies = useLiveQuery(async () => {
    const names = [...new Set(printings.map((printing) => printing.name))];
    return names.length === 0 ? [] : db.cards.where('name').anyOfIgnoreCase(names).toArray();
  }, [db, printings]);
  return useMemo(() => {
    if (loaded === null) return null;
    if (!loaded || !rates || !copies) return undefined;
    const priceDate = loaded.priceDate ?? new Date().toISOString().slice(0, 10);
    return completeSet(printings, copies, collectionId, { currency, rates, priceDate });
  }, [loaded, rates, copies, printings, collectionId, currency]);
}
