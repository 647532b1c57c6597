import { catalogueDatabase, readCatalogueState } from '../../../db/catalogue/catalogueDatabase';
import { useCatalogueDownload } from '../../catalogue/catalogueDownloadStore';

/**
 * After each catalogue download that ends well (and once at start, when one is held), the OCR
 * engine is put in Cache Storage in the background: a device installed at home scans at a show
 * without signal even if Scan was never opened. The fetching code loads only then, not with the
 * first screen; prefetchOcrEngine keeps the catalogue's metered-connection rule.
 */
export function startOcrPrefetch(): () => void {
  let busy = false;
  async function prefetch() {
    if (busy) return;
    busy = true;
    try {
      const held = (await readCatalogueState(catalogueDatabase()))?.version ?? 0;
      if (held > 0) await (await import('./prefetchOcr')).prefetchOcrEngine();
    } catch {
      // Offline or out of space: Scan fetches the engine itself when opened.
    } finally {
      busy = false;
    }
  }
  void prefetch();
  return useCatalogueDownload.subscribe((state, previous) => {
    if (state.phase === 'idle' && previous.phase !== 'idle') void prefetch();
  });
}
