import { useEffect, useState } from 'react';

export interface StorageEstimateView {
  usage: number;
  quota: number | null;
}

/** How much the app stores on the device, read again when `refreshKey` changes (a new catalogue). */
export function useStorageEstimate(refreshKey: unknown): StorageEstimateView | null {
  const [estimate, setEstimate] = useState<StorageEstimateView | null>(null);
  useEffect(() => {
    let current = true;
    void refreshKey;
    navigator.storage
      ?.estimate?.()
      .then((found) => {
        if (current) setEstimate({ usage: found.usage ?? 0, quota: found.quota ?? null });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [refreshKey]);
  return estimate;
}
