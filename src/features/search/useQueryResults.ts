import { useMemo } from 'react';
import { useLoadedCatalogue } from '../../db/hooks/useCatalogueState';
import { useCollectionCards } from '../../db/hooks/useCollectionCards';
import { useCurrentCollection } from '../../db/hooks/useCurrentCollection';
import { useLocations } from '../../db/locations/useLocations';
import type { CardRow, LocationRow } from '../../db/rows';
import { type QueryResults as Results, runQuery } from '../../domain/query/runQuery';

export type QueryResults = Results<CardRow & { placeName?: string }>;

const NO_CARDS: CardRow[] = [];

/** The copies with the name of the location each is in, for `loc:`; the same array when none is filed. */
export function withPlaceNames<Copy extends Pick<CardRow, 'locationId'>>(
  cards: readonly Copy[],
  locations: readonly LocationRow[] | undefined,
): readonly (Copy & { placeName?: string })[] {
  if (!locations || locations.length === 0) return cards;
  const names = new Map(locations.map((location) => [location.id, location.name]));
  return cards.map((card) => {
    const placeName = card.locationId ? names.get(card.locationId) : undefined;
    return placeName === undefined ? card : { ...card, placeName };
  });
}

/** Both groups of a query over the current collection and the device's catalogue, as the screen shows them. */
export function useQueryResults(text: string, limit: number): QueryResults {
  const collection = useCurrentCollection();
  const cards = useCollectionCards(collection?.id ?? '');
  const catalogue = useLoadedCatalogue();
  const locations = useLocations();
  const held = cards.status === 'ready' && collection ? cards.data : NO_CARDS;
  const placed = useMemo(() => withPlaceNames(held, locations), [held, locations]);
  return useMemo(() => runQuery(text, placed, catalogue, limit), [text, placed, catalogue, limit]);
}
