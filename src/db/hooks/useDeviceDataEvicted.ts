import { useMemo, useSyncExternalStore } from 'react';
import {
  type DeviceDataMarker,
  onMarkerWritten,
  readMarker,
  readMarkerText,
} from '../eviction/deviceDataMarker';

/** This tab's writes, and another tab's (a dismiss there hides the notice here). */
function subscribe(changed: () => void): () => void {
  const unsubscribe = onMarkerWritten(changed);
  window.addEventListener('storage', changed);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', changed);
  };
}

/** What the browser's clearing of the database lost, until the collector dismisses it; else null. */
export function useDeviceDataEvicted(userId: string): DeviceDataMarker['evicted'] | null {
  const text = useSyncExternalStore(subscribe, () => readMarkerText(localStorage, userId));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the stored text is what changes.
  return useMemo(() => readMarker(localStorage, userId)?.evicted ?? null, [text, userId]);
}
