import { type ReactNode, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import type { SyncEngine } from '../../../sync/engine';
import { ensureDefaultCollection } from '../../db/collections/ensureDefaultCollection';
import { onOutdated } from '../../db/connection/outdated';
import { DatabaseProvider } from '../../db/DatabaseProvider';
import { openUserDatabase } from '../../db/database';
import { rememberDeviceSession } from '../../db/deviceSession';
import { watchDeviceData } from '../../db/eviction/watchDeviceData';
import { useDatabaseOutdated } from '../../db/hooks/useDatabaseOutdated';
import { holdsCollectorData } from '../../db/storage/holdsCollectorData';
import { requestBackgroundSync } from '../../db/sync/backgroundSync';
import { startSync } from '../../db/sync/startSync';
import type { User } from '../../domain/schemas/user';
import { TEXTS } from '../../domain/texts';
import { persistenceAfterFirstAction } from '../../features/admin/storage/deviceStorage';
import {
  onCatalogueUpdated,
  runCatalogueUpdate,
  startCatalogueUpdates,
} from '../../features/catalogue/catalogueUpdates';
import { DefaultCollectionErrorContext } from '../../features/collections/DefaultCollectionError';
import { startOcrPrefetch } from '../../features/scan/engine/startOcrPrefetch';
import { SyncEngineContext } from '../../features/sync/SyncEngineContext';
import { afterFirstScreen } from '../../ui/afterFirstScreen';
import { EvictedDataNotice } from './EvictedDataNotice';
import { OutdatedTabNotice } from './OutdatedTabNotice';
import { pageApiClient, pageTokens } from './pageApi';

const logFailure = (error: unknown) => console.warn(error);

/**
 * Everything that lives while a user is signed in: their own database (a second account on the
 * device never sees it) and the sync engine on it. Signing out stops sync and closes the database;
 * its unsent changes wait there for the next sign-in.
 */
export function SignedInRuntime({ user, children }: { user: User; children: ReactNode }) {
  const db = useMemo(() => openUserDatabase(user.id), [user.id]);
  const [engine, setEngine] = useState<SyncEngine | null>(null);
  const [defaultCollectionError, setDefaultCollectionError] = useState<string | null>(null);
  const outdated = useDatabaseOutdated(db);

  // A layout effect: the engine is there before the first paint, so the shell is drawn in that frame
  // instead of one frame later.
  useLayoutEffect(() => {
    const askPersistence = persistenceAfterFirstAction(() => holdsCollectorData(db));
    const running = startSync({
      db,
      transport: pageApiClient,
      onLocalChange: () => {
        // Where the browser has Background Sync, a change made offline goes out even if the app is closed.
        requestBackgroundSync().catch(logFailure);
        // The collector's first real change is worth keeping: ask the browser not to evict it.
        askPersistence().catch(logFailure);
      },
      // The card catalogue is the device's, not the user's: the leading tab downloads it once a user is
      // signed in, after the first screen (its check reads the catalogue's own database). Scan's OCR
      // engine follows the catalogue, so scanning works offline before Scan is first opened.
      whileLeader: () => {
        let stopCatalogue = () => {};
        let stopOcr = () => {};
        // Price alerts against each new price day, offline too; loaded only when a catalogue arrives.
        const stopAlerts = onCatalogueUpdated(() => {
          import('../../features/alerts/afterCatalogueUpdate')
            .then(({ afterCatalogueUpdate }) => afterCatalogueUpdate(db))
            .catch(logFailure);
        });
        const cancel = afterFirstScreen(() => {
          stopCatalogue = startCatalogueUpdates(pageApiClient);
          stopOcr = startOcrPrefetch();
        });
        return () => {
          cancel();
          stopAlerts();
          stopCatalogue();
          stopOcr();
        };
      },
    });
    setEngine(running.engine);
    // Only once a sync has told the device what the server has can "the user has none" be judged.
    const unsubscribe = running.engine.status.subscribe((status) => {
      if (status.phase !== 'idle' || status.lastSyncAt === null) return;
      ensureDefaultCollection(db).then(
        () => setDefaultCollectionError(null),
        () => setDefaultCollectionError(TEXTS.defaultCollectionFailed),
      );
    });
    // The browser cleared the database under a remembered session: the empty one pulls everything
    // again, and the leading tab fetches the catalogue (whole, if it went too).
    const stopWatchingData = watchDeviceData({
      db,
      userId: user.id,
      storage: localStorage,
      onEvicted: () => {
        running.engine.sync().catch(logFailure);
        if (running.isLeader()) runCatalogueUpdate(pageApiClient).catch(logFailure);
      },
      onError: logFailure,
    });
    // Upgraded by a newer version in another tab: this one syncs no more and hands the lead over.
    const stopWatching = onOutdated(db, () => running.stop());
    return () => {
      stopWatching();
      stopWatchingData();
      unsubscribe();
      running.stop();
    };
  }, [db, user.id]);

  useEffect(() => () => db.close(), [db]);
  // Written for the service worker's Background Sync, which no first screen needs: after it.
  useEffect(
    () =>
      afterFirstScreen(() => {
        const accessToken = pageTokens.read()?.accessToken;
        if (accessToken) rememberDeviceSession(user.id, accessToken).catch(logFailure);
      }),
    [user.id],
  );
  if (!engine) return null;
  return (
    <DatabaseProvider database={db}>
      <SyncEngineContext.Provider value={engine}>
        <DefaultCollectionErrorContext.Provider value={defaultCollectionError}>
          {outdated && <OutdatedTabNotice />}
          <EvictedDataNotice userId={user.id} />
          {children}
        </DefaultCollectionErrorContext.Provider>
      </SyncEngineContext.Provider>
    </DatabaseProvider>
  );
}
