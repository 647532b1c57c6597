import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '../../../ui/layout';

/** Part 1 §9: below 768 px is mobile. */
const MOBILE_QUERY = `(max-width: ${BREAKPOINTS.md - 1}px)`;

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(MOBILE_QUERY)
    : null;
}

function subscribe(onChange: () => void) {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** True on a phone-sized screen, following rotation and window resizes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}
