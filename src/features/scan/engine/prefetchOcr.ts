import { relaxedSimd, simd } from 'wasm-feature-detect';
import { isMeteredConnection } from '../../catalogue/catalogueUpdates';
import { OCR_ASSET_SOURCES, OCR_CACHE, OCR_CORE_DIR, OCR_CORE_FILES, OCR_WORKER_URL } from './ocrAssets';

/** The core file tesseract.js will load in this browser (the same test it makes). */
async function coreFileHere(): Promise<string> {
  if (await relaxedSimd()) return OCR_CORE_FILES.relaxedSimd;
  return (await simd()) ? OCR_CORE_FILES.simd : OCR_CORE_FILES.plain;
}

/** The files this device needs to scan: the worker, its core variant and the language data. */
export async function ocrFilesHere(): Promise<string[]> {
  const core = `${OCR_CORE_DIR}/${await coreFileHere()}`;
  const data = Object.keys(OCR_ASSET_SOURCES).filter((path) => path.endsWith('.traineddata.gz'));
  return [OCR_WORKER_URL, core, ...data];
}

/**
 * Puts the OCR engine in Cache Storage (the service worker serves it from there), so a device that
 * never opened Scan can scan without signal. Only what is missing is fetched; on a metered
 * connection nothing is (the engine then loads when Scan opens). Answers whether all is held.
 */
export async function prefetchOcrEngine(): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  const cache = await caches.open(OCR_CACHE);
  const files = await ocrFilesHere();
  const missing = (
    await Promise.all(files.map(async (file) => ((await cache.match(file)) ? null : file)))
  ).filter((file) => file !== null);
  if (missing.length === 0) return true;
  if (!navigator.onLine || isMeteredConnection()) return false;
  await cache.addAll(missing);
  return true;
}
