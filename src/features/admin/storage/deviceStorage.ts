/** What the browser says about the app's storage; null where it does not say. */
export interface DeviceStorage {
  usage: number | null;
  quota: number | null;
  persisted: boolean | null;
}

type StorageManagerLike = Pick<StorageManager, 'estimate' | 'persisted' | 'persist'>;

const browserStorage = (): StorageManagerLike | undefined =>
  typeof navigator === 'undefined' ? undefined : navigator.storage;

export async function readDeviceStorage(storage = browserStorage()): Promise<DeviceStorage> {
  const [estimate, persisted] = await Promise.all([
    storage?.estimate?.().catch(() => null),
    storage?.persisted?.().catch(() => null),
  ]);
  return { usage: estimate?.usage ?? null, quota: estimate?.quota ?? null, persisted: persisted ?? null };
}

/** Asks the browser to keep the app's data when space runs low; answers whether it is kept now. */
export async function askPersistence(storage = browserStorage()): Promise<boolean> {
  if (!storage?.persist) return false;
  if (await storage.persisted?.().catch(() => false)) return true;
  return storage.persist().catch(() => false);
}

/**
 * Issue 30: the browser is asked to keep the data once the collector has something worth keeping,
 * never on the first load (a prompt before any use would be refused, and Firefox does prompt).
 * `holdsData` says whether that is so; the question is asked at most once per page.
 */
export function persistenceAfterFirstAction(
  holdsData: () => Promise<boolean>,
  storage = browserStorage(),
): () => Promise<void> {
  let asked = false;
  return async () => {
    if (asked || !(await holdsData().catch(() => false))) return;
    asked = true;
    await askPersistence(storage);
  };
}
