import { useEffect } from 'react';
import { useDatabase } from '../../db/DatabaseProvider';
import type { LiveResult } from '../../db/hooks/liveResult';
import { useLoadedCatalogue } from '../../db/hooks/useCatalogueState';
import { useObservedRead } from '../../db/hooks/useObservedRead';
import { backfillValueHistory } from '../../db/profit/backfillValueHistory';
import { readValueSnapshots, takeDailySnapshot } from '../../db/profit/valueSnapshots';
import type { CardRow } from '../../db/rows';
import { localDateIso } from '../../domain/format/dates';
import { dailySnapshot, type ValueSnapshot } from '../../domain/profit/valueSnapshots';
import type { FinanceRecord } from '../../domain/schemas';
import { usePageApi } from '../../shell/session/SessionServices';

const TABLES = ['valueSnapshots'] as const;

/** The collection's daily values, oldest first, read again after every change to them. */
export function useValueSnapshots(collectionId: string): LiveResult<ValueSnapshot[]> {
  const db = useDatabase();
  return useObservedRead(db, TABLES, `${db.name}|${collectionId}`, () =>
    readValueSnapshots(db, collectionId),
  );
}

/**
 * Keeps the collection's daily values. Takes today's snapshot from the figures on screen at the first
 * open of a day (offline too) and keeps it current while open that day. Once the device holds the
 * catalogue and is online, rebuilds the year before the first snapshot from the server's price history. A failed backfill (offline) is
 * tried again at the next open; the chart meanwhile shows what the device has.
 */
export function useKeepValueHistory(
  collectionId: string,
  finance: FinanceRecord,
  cards: readonly CardRow[],
  empty: boolean,
): void {
  const db = useDatabase();
  const catalogue = useLoadedCatalogue();
  const api = usePageApi();

  useEffect(() => {
    // Nothing to measure yet (or the first pull still running): no point at zero.
    if (empty) return;
    void takeDailySnapshot(db, dailySnapshot(collectionId, localDateIso(), finance)).catch(() => undefined);
  }, [db, collectionId, finance, empty]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per collection and catalogue, not per change of a card.
  useEffect(() => {
    if (!catalogue || !navigator.onLine) return;
    void backfillValueHistory(db, api, collectionId, cards, catalogue.printingOf, localDateIso()).catch(
      () => undefined,
    );
  }, [db, api, collectionId, catalogue]);
}
