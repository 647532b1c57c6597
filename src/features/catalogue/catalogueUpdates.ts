import type { ApiClient } from '../../api/apiClient';
import { ApiError } from '../../api/apiError';
import { catalogueDatabase, readCatalogueState } from '../../db/catalogue/catalogueDatabase';
import { CatalogueStorageFullError } from '../../db/catalogue/storeCatalogue';
import { updateCatalogue } from '../../db/catalogue/updateCatalogue';
import { CATALOGUE_TEXTS } from '../../domain/catalogue/catalogueTexts';
import { useCatalogueDownload } from './catalogueDownloadStore';

/** Prices change daily; a look every few hours while the app is open is enough. */
const CHECK_EVERY_MS = 4 * 60 * 60 * 1000;

interface NetworkInformationLike {
  saveData?: boolean;
  type?: string;
  effectiveType?: string;
}

/** Save-data on, a cellular link or a slow one: the user chooses before megabytes go over it. */
export function isMeteredConnection(): boolean {
  const connection = (navigator as { connection?: NetworkInformationLike }).connection;
  if (!connection) return false;
  return (
    connection.saveData === true ||
    connection.type === 'cellular' ||
    connection.effectiveType === 'slow-2g' ||
    connection.effectiveType === '2g'
  );
}

function messageOf(error: unknown): string {
  if (error instanceof CatalogueStorageFullError) return error.message;
  if (error instanceof ApiError && error.status === 0) return CATALOGUE_TEXTS.unreachable;
  return error instanceof Error && error.message ? error.message : CATALOGUE_TEXTS.downloadFailed;
}

let running = false;
const updatedListeners = new Set<() => void>();

/** Called after each update that stored a new catalogue version (price alerts evaluate it). */
export function onCatalogueUpdated(listener: () => void): () => void {
  updatedListeners.add(listener);
  return () => updatedListeners.delete(listener);
}

/**
 * One update of the device's catalogue. The first, whole download waits for the user's yes on a
 * metered connection (`userChose`); later deltas are small and go without asking.
 */
export async function runCatalogueUpdate(client: Pick<ApiClient, 'send'>, userChose = false): Promise<void> {
  if (running || !navigator.onLine) return;
  const db = catalogueDatabase();
  const held = (await readCatalogueState(db))?.version ?? 0;
  const set = useCatalogueDownload.setState;
  if (held === 0 && !userChose && isMeteredConnection()) {
    set({ phase: 'asking', fraction: 0, error: null });
    return;
  }
  running = true;
  set({ phase: 'downloading', fraction: 0, error: null });
  try {
    const update = await updateCatalogue(db, client, ({ phase, fraction }) => set({ phase, fraction }));
    set({ phase: 'idle', fraction: 1, error: null });
    if (update.status === 'updated') for (const listener of updatedListeners) listener();
  } catch (error) {
    set({ phase: 'failed', error: messageOf(error) });
  } finally {
    running = false;
  }
}

/** After sign-in: update now, when the connection comes back, and every few hours. */
export function startCatalogueUpdates(client: Pick<ApiClient, 'send'>): () => void {
  const update = () => void runCatalogueUpdate(client);
  update();
  window.addEventListener('online', update);
  const timer = setInterval(update, CHECK_EVERY_MS);
  return () => {
    window.removeEventListener('online', update);
    clearInterval(timer);
  };
}
