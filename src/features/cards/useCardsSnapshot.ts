import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useDatabase } from '../../db/DatabaseProvider';
import type { CardRow } from '../../domain/cards/cardRow';
import {
  type CardsSnapshot,
  forgetSnapshot,
  readSnapshot,
  SNAPSHOT_ROWS,
  snapshotKey,
  snapshotSignature,
  writeSnapshot,
} from './cardsSnapshot';
import type { CardsViewSettings } from './cardsViewSettings';

/** Writes wait for a pause, so typing a search does not write at every keystroke. */
const WRITE_DELAY_MS = 500;

/**
 * A picture of the view's first rows from the last visit, drawn while the collection is read again.
 * Reading 50,000 copies out of IndexedDB takes longer than a first paint may; the picture is on screen
 * at once, in the same rows (same keys) the read then confirms or corrects. `wanted`: the cards are
 * still being read.
 */
export function useCardsSnapshot(collectionId: string, settings: CardsViewSettings, wanted: boolean) {
  const db = useDatabase();
  const key = snapshotKey(db.name, collectionId);
  const signature = snapshotSignature(settings);
  // Read only while it can be shown: once the cards are read, settings change without parsing it again.
  const snapshot = useMemo(
    () => (wanted ? readSnapshot(localStorage, key, signature) : null),
    [wanted, key, signature],
  );
  const pending = useRef<(() => void) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // A write still waiting when the page goes away (reload, app closed) is done at once.
  useEffect(() => {
    const flush = () => {
      clearTimeout(timer.current);
      pending.current?.();
      pending.current = null;
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  const remember = useCallback(
    (rows: readonly CardRow[], total: number) => {
      clearTimeout(timer.current);
      pending.current = () => {
        if (rows.length === 0) forgetSnapshot(localStorage, key);
        else
          writeSnapshot(localStorage, key, signature, {
            rows: rows.slice(0, SNAPSHOT_ROWS),
            shown: rows.length,
            total,
          });
      };
      timer.current = setTimeout(() => {
        pending.current?.();
        pending.current = null;
      }, WRITE_DELAY_MS);
    },
    [key, signature],
  );

  return { snapshot: snapshot as CardsSnapshot | null, remember };
}
