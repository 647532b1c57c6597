/**
 * Where the OCR engine is served from our origin (never a CDN: the CSP allows only 'self', and the
 * scanner must work offline), and the Cache Storage cache that keeps it. One list for the build
 * (vite.ocrAssets.ts copies the files), the service worker (serves them from the cache) and the
 * page (fetches them in the background).
 */
export const OCR_BASE = '/ocr';
export const OCR_CACHE = 'ocr-engine-v1';

export const OCR_WORKER_URL = `${OCR_BASE}/worker.min.js`;
export const OCR_CORE_DIR = `${OCR_BASE}/core`;
export const OCR_LANG_DIR = `${OCR_BASE}/lang`;
export const OCR_LANG = 'eng';

/** The core variants tesseract.js picks from for LSTM-only recognition, by the browser's WebAssembly. */
export const OCR_CORE_FILES = {
  relaxedSimd: 'tesseract-core-relaxedsimd-lstm.wasm.js',
  simd: 'tesseract-core-simd-lstm.wasm.js',
  plain: 'tesseract-core-lstm.wasm.js',
} as const;

/** Served path → file in node_modules. `4.0.0_best_int` reads the corner's small print better than `fast`. */
export const OCR_ASSET_SOURCES: Readonly<Record<string, string>> = {
  [OCR_WORKER_URL]: 'tesseract.js/dist/worker.min.js',
  [`${OCR_LANG_DIR}/${OCR_LANG}.traineddata.gz`]: `@tesseract.js-data/eng/4.0.0_best_int/${OCR_LANG}.traineddata.gz`,
  ...Object.fromEntries(
    Object.values(OCR_CORE_FILES).map((file) => [`${OCR_CORE_DIR}/${file}`, `tesseract.js-core/${file}`]),
  ),
};
