import { useEffect } from 'react';

/**
 * Part 2 §4: the screen reloads on the storage and collectionChanged browser events, and on cardsChanged
 * and sealedProductInstancesChanged. The local tables' own change notice already reloads every read;
 * these events are honoured too, for anything that announces a change that way.
 */
export const PROFIT_RELOAD_EVENTS = [
  'storage',
  'collectionChanged',
  'cardsChanged',
  'sealedProductInstancesChanged',
] as const;

export function useReloadEvents(onReload: () => void): void {
  useEffect(() => {
    for (const name of PROFIT_RELOAD_EVENTS) window.addEventListener(name, onReload);
    return () => {
      for (const name of PROFIT_RELOAD_EVENTS) window.removeEventListener(name, onReload);
    };
  }, [onReload]);
}
