/**
 * Runs token refreshes one at a time. Refresh tokens rotate and a reused one revokes the whole
 * session family on the server, so two refreshes racing with the same token would sign the user
 * out. Web Locks serialize across tabs and the service worker; the in-memory chain covers runtimes
 * without them (tests, older browsers).
 */
export type RefreshLock = <T>(run: () => Promise<T>) => Promise<T>;

const LOCK_NAME = 'cardfolio-token-refresh';

export function createRefreshLock(): RefreshLock {
  // Pages and workers both have navigator.locks where the browser supports Web Locks.
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (locks) return <T>(run: () => Promise<T>) => locks.request(LOCK_NAME, run) as Promise<T>;
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(run: () => Promise<T>) => {
    const next = tail.then(run, run);
    tail = next.catch(() => undefined);
    return next;
  };
}
