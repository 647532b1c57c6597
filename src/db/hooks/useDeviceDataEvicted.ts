import { useMemo, useSyncExternalStore } from 'react';
import {
  type DeviceDataMarker,
  onMarkerWritten,
  readMarker,
  readMarkerText,
} from '../eviction/deviceDataMarker';

/** What the browser's clearing of the database lost, until the collector dismisses it; else null. */
export function useDeviceDataEvicted(userId: string): DeviceDataMarker['evicted'] | null {
  const text = useSyncExternalStore(onMarkerWritten, () => readMarkerText(localStorage, userId));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the stored text is what changes.
  return useMemo(() => readMarker(localStorage, userId)?.evicted ?? null, [text, userId]);
}
