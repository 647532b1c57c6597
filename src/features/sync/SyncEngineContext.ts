import { createContext, useContext } from 'react';
import type { SyncEngine } from '../../../sync/engine';

/** The signed-in user's sync engine, provided by the app's signed-in runtime. */
export const SyncEngineContext = createContext<SyncEngine | null>(null);

export function useSyncEngine(): SyncEngine {
  const engine = useContext(SyncEngineContext);
  if (!engine) throw new Error('useSyncEngine needs a signed-in runtime above it');
  return engine;
}
