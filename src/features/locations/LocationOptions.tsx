import type { LocationRow } from '../../db/rows';
import { locationSummary } from './placeLabel';

/** The options of a location picker: "Binder 1 (Binder · 10 pages × 9)". */
export function LocationOptions({ locations }: { locations: readonly LocationRow[] }) {
  return locations.map((location) => (
    <option key={location.id} value={location.id}>
      {location.name} ({locationSummary(location)})
    </option>
  ));
}
