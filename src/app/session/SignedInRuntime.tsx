import { type ReactNode, useEffect, useMemo, useState } from 'react';
import type { SyncEngine } from '../../../sync/engine';
import { ensureDefaultCollection } from '../../db/collections/ensureDefaultCollection';
import { DatabaseProvider } from '../../db/DatabaseProvider';
import { openUserDatabase } from '../../db/database';
import { rememberDeviceSession } from '../../db/deviceSession';
import { requestBackgroundSync } from '../../db/sync/backgroundSync';
import { startSync } from '../../db/sync/startSync';
import type { User } from '../../domain/schemas/user';
import { TEXTS } from '../../domain/texts';
import { startCatalogueUpdates } from '../../features/catalogue/catalogueUpdates';
import { DefaultCollectionErrorContext } from '../../features/collections/DefaultCollectionError';
import { startOcrPrefetch } from '../../features/scan/engine/startOcrPrefetch';
import { SyncEngineContext } from '../../features/sync/SyncEngineContext';
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

  useEffect(() => {
    const accessToken = pageTokens.read()?.accessToken;
    if (accessToken) rememberDeviceSession(user.id, accessToken).catch(logFailure);
    const running = startSync({
      db,
      transport: pageApiClient,
      // Where the browser has Background Sync, a change made offline goes out even if the app is closed.
      onLocalChange: () => requestBackgroundSync().catch(logFailure),
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
    return () => {
      unsubscribe();
      running.stop();
    };
  }, [db, user.id]);

  useEffect(() => () => db.close(), [db]);
  // The card catalogue is the device's, not the user's: it downloads once a user is signed in.
  useEffect(() => startCatalogueUpdates(pageApiClient), []);
  // Scan's OCR engine follows the catalogue, so scanning works offline before Scan is first opened.
  useEffect(() => startOcrPrefetch(), []);

  if (!engine) return null;
  return (
    <DatabaseProvider database={db}>
      <SyncEngineContext.Provider value={engine}>
        <DefaultCollectionErrorContext.Provider value={defaultCollectionError}>
          {children}
        </DefaultCollectionErrorContext.Provider>
      </SyncEngineContext.Provider>
    </DatabaseProvider>
  );
}
