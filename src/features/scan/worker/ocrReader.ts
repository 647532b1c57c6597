import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import { OCR_CORE_DIR, OCR_LANG, OCR_LANG_DIR, OCR_WORKER_URL } from '../engine/ocrAssets';

type ReadMode = 'corner' | 'title';

/** The corner prints only capitals, digits, the slash and the dot or star. */
const CORNER_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ/*• ';

const MODE_PARAMETERS: Record<ReadMode, Record<string, string>> = {
  corner: { tessedit_pageseg_mode: PSM.SINGLE_BLOCK, tessedit_char_whitelist: CORNER_CHARACTERS },
  title: { tessedit_pageseg_mode: PSM.SINGLE_LINE, tessedit_char_whitelist: '' },
};

/**
 * One long-lived tesseract worker, from our origin (`workerBlobURL: false`: the CSP allows workers
 * from 'self' only), LSTM only with the `best_int` English data. Its parameters switch with the
 * part being read.
 */
export function createOcrReader() {
  let engine: Promise<Worker> | null = null;
  let mode: ReadMode | null = null;

  function ready(): Promise<Worker> {
    engine ??= createWorker(OCR_LANG, OEM.LSTM_ONLY, {
      workerPath: OCR_WORKER_URL,
      corePath: OCR_CORE_DIR,
      langPath: OCR_LANG_DIR,
      workerBlobURL: false,
      gzip: true,
    });
    engine.catch(() => {
      engine = null;
    });
    return engine;
  }

  return {
    ready,
    async read(image: OffscreenCanvas, readMode: ReadMode): Promise<string> {
      const worker = await ready();
      if (mode !== readMode) {
        await worker.setParameters(MODE_PARAMETERS[readMode]);
        mode = readMode;
      }
      const { data } = await worker.recognize(image);
      return data.text;
    },
  };
}

export type OcrReader = ReturnType<typeof createOcrReader>;
