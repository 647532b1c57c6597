import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '../../ui/layout';

/**
 * Grid columns per width: two on a phone (part 1 §2: compact, two per row), then three, four and five
 * at the spec's breakpoints. Read from media queries so it changes only when a breakpoint is crossed.
 */
const STEPS = [
  { query: `(min-width: ${BREAKPOINTS.xl}px)`, columns: 5 },
  { query: `(min-width: ${BREAKPOINTS.lg}px)`, columns: 4 },
  { query: `(min-width: ${BREAKPOINTS.sm}px)`, columns: 3 },
] as const;
const PHONE_COLUMNS = 2;

function columnsNow(): number {
  if (typeof window.matchMedia !== 'function') return PHONE_COLUMNS;
  return STEPS.find((step) => window.matchMedia(step.query).matches)?.columns ?? PHONE_COLUMNS;
}

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const lists = STEPS.map((step) => window.matchMedia(step.query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

export function useColumnCount(): number {
  return useSyncExternalStore(subscribe, columnsNow, () => PHONE_COLUMNS);
}
