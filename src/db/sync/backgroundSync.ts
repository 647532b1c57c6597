import { createSyncEngine } from '../../../sync/engine';
import type { LockManagerLike, SyncTransport } from '../../../sync/ports';
import { createApiClient } from '../../api/apiClient';
import { memoryTokenStore } from '../../api/tokenStore';
import { openUserDatabase } from '../database';
import { readDeviceSession } from '../deviceSession';
import { dexieSyncStore } from './dexieSyncStore';
import { syncLockName } from './syncLockName';

/** The Background Sync tag the page registers and the service worker answers. */
export const OUTBOX_SYNC_TAG = 'cardfolio-outbox';

/** The page's part: ask the browser to wake the worker once online, even if the page is closed by then. */
export async function requestBackgroundSync(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
    sync?: { register(tag: string): Promise<void> };
  };
  await registration.sync?.register(OUTBOX_SYNC_TAG);
}

export interface WorkerFlushOptions {
  locks?: LockManagerLike | null;
  /** How to reach the API; the worker's default uses the session's access token and never refreshes it. */
  transport?: (accessToken: string) => SyncTransport;
}

/**
 * The service worker's part (`sync` event): push the signed-in user's outbox and pull, under the same
 * Web Lock as the page, so the two never flush at once. The worker never refreshes the token: a
 * rotated pair could not reach the page's storage, and the page's next refresh with the old one
 * would look like a stolen token and end the session. An expired token leaves the work to the page.
 */
export async function flushOutboxInWorker(options: WorkerFlushOptions = {}): Promise<void> {
  const session = await readDeviceSession();
  if (!session) return;
  const db = openUserDatabase(session.userId);
  try {
    const transport =
      options.transport?.(session.accessToken) ??
      createApiClient({
        tokens: memoryTokenStore({ accessToken: session.accessToken, refreshToken: '' }),
        refreshTokens: false,
      });
    const engine = createSyncEngine({
      store: dexieSyncStore(db),
      transport,
      locks: options.locks === undefined ? (navigator.locks ?? null) : options.locks,
      lockName: syncLockName(db),
    });
    await engine.sync();
    engine.stop();
  } finally {
    db.close();
  }
}
