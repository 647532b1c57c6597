import type { ApiClient } from '../../api/apiClient';
import { ApiError } from '../../api/apiError';
import { API } from '../../domain/api';
import { CatalogueAnswer } from '../../domain/catalogue/catalogueContract';
import { CATALOGUE_TEXTS } from '../../domain/catalogue/catalogueTexts';
import { type CatalogueDatabase, readCatalogueState } from './catalogueDatabase';
import { storeCatalogue } from './storeCatalogue';

/** A whole catalogue is a few megabytes: far more than the 10 s a call may take. */
const DOWNLOAD_TIMEOUT_MS = 10 * 60 * 1000;

export type CatalogueProgress = { phase: 'downloading' | 'saving'; fraction: number };
export type CatalogueUpdate = { status: 'none' | 'current' | 'updated'; version: number; full: boolean };

/** Rows are checked where they are read (fromCompactRow); the header is checked here, once. */
const CatalogueHeader = CatalogueAnswer.omit({ rows: true });

function parseAnswer(data: unknown): CatalogueAnswer {
  const header = CatalogueHeader.safeParse(data);
  const rows = (data as { rows?: unknown } | null)?.rows;
  if (!header.success || !Array.isArray(rows)) throw new ApiError(CATALOGUE_TEXTS.downloadFailed, 200);
  return { ...header.data, rows: rows as CatalogueAnswer['rows'] };
}

/**
 * Brings the device's catalogue up to the server's newest version: everything the first time, then
 * only what changed since the version it holds. Reports download and save progress.
 */
export async function updateCatalogue(
  db: CatalogueDatabase,
  client: Pick<ApiClient, 'send'>,
  onProgress: (progress: CatalogueProgress) => void = () => undefined,
): Promise<CatalogueUpdate> {
  const since = (await readCatalogueState(db))?.version ?? 0;
  const ratesSince = (await db.rates.orderBy('date').last())?.date;
  const query = new URLSearchParams({ since: String(since), ...(ratesSince ? { ratesSince } : {}) });
  const started = performance.now();
  const answer = await client.send('GET', `${API.catalogue.download.path}?${query}`, {
    timeoutMs: DOWNLOAD_TIMEOUT_MS,
    onProgress: (received, total) =>
      onProgress({ phase: 'downloading', fraction: total ? Math.min(1, received / total) : 0 }),
  });
  if (!answer.ok) throw new ApiError(answer.message ?? CATALOGUE_TEXTS.downloadFailed, answer.status);
  const catalogue = parseAnswer(answer.data);
  // Named timings the benchmark reads in the browser (performance.getEntriesByName).
  performance.measure('catalogue:download', { start: started, end: performance.now() });
  // Rates are kept whatever the catalogue's version: a day of rates arrives with an unchanged catalogue.
  if (catalogue.rates.length > 0) await db.rates.bulkPut(catalogue.rates);
  if (catalogue.version === 0) return { status: 'none', version: 0, full: catalogue.full };
  if (catalogue.version === since && !catalogue.full)
    return { status: 'current', version: since, full: false };
  onProgress({ phase: 'saving', fraction: 0 });
  const saving = performance.now();
  await storeCatalogue(db, catalogue, (stored, total) =>
    onProgress({ phase: 'saving', fraction: total ? stored / total : 1 }),
  );
  performance.measure('catalogue:store', { start: saving, end: performance.now() });
  return { status: 'updated', version: catalogue.version, full: catalogue.full };
}
