import type { ScanFrameResult, ScanRequest, ScanResponse } from '../worker/scanMessages';

export interface ScanClient {
  /** Loads the engine and the catalogue in the worker; rejects with the reason it cannot scan. */
  warmUp(): Promise<void>;
  /** One frame or photo; the bitmap is handed over to the worker (not usable here after). */
  recognise(image: ImageBitmap, photo: boolean): Promise<{ result: ScanFrameResult; millis: number }>;
  close(): void;
}

/** The page's side of the scan worker: one request per frame, answered by id. */
export function createScanClient(): ScanClient {
  const worker = new Worker(new URL('../worker/scanWorker.ts', import.meta.url), {
    type: 'module',
    name: 'scan',
  });
  let nextId = 1;
  let warm: { resolve(): void; reject(error: Error): void } | null = null;
  const pending = new Map<
    number,
    { resolve(value: { result: ScanFrameResult; millis: number }): void; reject(error: Error): void }
  >();

  worker.onmessage = (event: MessageEvent<ScanResponse>) => {
    const response = event.data;
    if (response.type === 'ready') warm?.resolve();
    else if (response.type === 'result') pending.get(response.id)?.resolve(response);
    else if (response.id === null) warm?.reject(new Error(response.message));
    else pending.get(response.id)?.reject(new Error(response.message));
    if (response.type !== 'ready' && response.id !== null) pending.delete(response.id);
  };

  const send = (request: ScanRequest, transfer: Transferable[] = []) => worker.postMessage(request, transfer);

  return {
    warmUp: () =>
      new Promise<void>((resolve, reject) => {
        warm = { resolve, reject };
        send({ type: 'warm-up' });
      }),
    recognise(image, photo) {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        send({ type: 'frame', id, image, photo }, [image]);
      });
    },
    close: () => worker.terminate(),
  };
}
