import type { CopyPlace } from '../../domain/locations/schema';
import { CopyPlaceTag, LocationNamesProvider } from './CopyPlaceTag';

/** "Where is it" for one copy shown alone (the lightbox, a sale line): reads the location names itself. */
export function CopyPlaceLabel({ place }: { place: Partial<CopyPlace> | undefined }) {
  if (!place?.locationId) return null;
  return (
    <LocationNamesProvider>
      <CopyPlaceTag place={place} />
    </LocationNamesProvider>
  );
}
