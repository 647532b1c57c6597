import type { CopyPlace } from '../../domain/locations/schema';
import { CopyPlaceTag, LocationNamesProvider } from './CopyPlaceTag';

/**
 * "Where is it" for one copy shown alone (the lightbox, a sale line, a sold line's former place): reads
 * the location names itself.
 */
export function CopyPlaceLabel({
  place,
  prefix,
}: {
  place: Partial<CopyPlace> | undefined;
  prefix?: string;
}) {
  if (!place?.locationId) return null;
  return (
    <LocationNamesProvider>
      <CopyPlaceTag place={place} prefix={prefix} />
    </LocationNamesProvider>
  );
}
