import { useEffect, useState } from 'react';

/** The longest a deferred start waits for an idle moment. */
const LATEST_MS = 1500;

/**
 * Runs `run` once the page is idle after its first screen (at the latest LATEST_MS later): for start-up
 * work nobody looks at in the first frame, which would otherwise compete with it for the main thread
 * and IndexedDB. Answers the function that cancels it.
 */
export function afterFirstScreen(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: LATEST_MS });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}

/** False in the first screen, true once afterFirstScreen has come: what to draw only after it. */
export function useAfterFirstScreen(): boolean {
  const [arrived, setArrived] = useState(false);
  useEffect(() => afterFirstScreen(() => setArrived(true)), []);
  return arrived;
}
