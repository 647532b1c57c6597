/// <reference lib="webworker" />
import { catalogueDatabase } from '../../../db/catalogue/catalogueDatabase';
import { loadCatalogue } from '../../../db/catalogue/catalogueIndex';
import { buildScanCatalogue, type ScanCatalogue } from '../../../domain/scan/scanCatalogue';
import { createOcrReader } from './ocrReader';
import { recogniseFrame } from './recogniseFrame';
import type { ScanRequest, ScanResponse } from './scanMessages';

/**
 * The scan worker: everything heavy off the page (locating, cropping, binarising, OCR through
 * tesseract's own worker, the catalogue repair). It reads the device catalogue itself (IndexedDB is
 * there in a worker), rebuilt when a new version is stored.
 */
declare const self: DedicatedWorkerGlobalScope;

const ocr = createOcrReader();
let scanCatalogue: { version: number; catalogue: ScanCatalogue } | null = null;

async function currentCatalogue(): Promise<ScanCatalogue> {
  const loaded = await loadCatalogue(catalogueDatabase());
  if (!loaded) throw new Error('The card catalogue is not on this device yet.');
  if (scanCatalogue?.version !== loaded.version) {
    scanCatalogue = { version: loaded.version, catalogue: buildScanCatalogue(loaded.printings.values()) };
  }
  return scanCatalogue.catalogue;
}

function answer(response: ScanResponse) {
  self.postMessage(response);
}

self.onmessage = async (event: MessageEvent<ScanRequest>) => {
  const request = event.data;
  const id = request.type === 'frame' ? request.id : null;
  try {
    if (request.type === 'warm-up') {
      await Promise.all([ocr.ready(), currentCatalogue()]);
      answer({ type: 'ready' });
      return;
    }
    const started = performance.now();
    const result = await recogniseFrame(request.image, request.photo, await currentCatalogue(), ocr);
    request.image.close();
    answer({ type: 'result', id: request.id, result, millis: performance.now() - started });
  } catch (error) {
    answer({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) });
  }
};
