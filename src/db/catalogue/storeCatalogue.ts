import Dexie from 'dexie';
import { applyDeltaToChunks, chunksOf, storedRows } from '../../domain/catalogue/catalogueChunks';
import type { CatalogueAnswer } from '../../domain/catalogue/catalogueContract';
import { CATALOGUE_TEXTS } from '../../domain/catalogue/catalogueTexts';
import type { CatalogueDatabase } from './catalogueDatabase';

/** Chunks written per transaction of a whole download: big enough to be quick, small enough to report progress. */
const CHUNKS_PER_WRITE = 5;

/** A write the browser refused for lack of space. */
export class CatalogueStorageFullError extends Error {
  override readonly name = 'CatalogueStorageFullError';
  constructor(options?: { cause: unknown }) {
    super(CATALOGUE_TEXTS.storageFull, options);
  }
}

function isQuotaError(error: unknown): boolean {
  let current = error as { name?: unknown; inner?: unknown; cause?: unknown } | null | undefined;
  // Dexie wraps the browser's DOMException in its own error (`inner`); look a few levels down.
  for (let depth = 0; depth < 4 && current; depth += 1) {
    if (current.name === 'QuotaExceededError' || current.name === Dexie.errnames.QuotaExceeded) return true;
    current = (current.inner ?? current.cause) as typeof current;
  }
  return false;
}

/**
 * Applies a catalogue answer. A delta goes in one transaction with the new version: all or nothing.
 * A whole catalogue is written in batches; the version is written last, and a failure part way
 * empties the catalogue again, so the device never holds half a version it takes for whole.
 */
export async function storeCatalogue(
  db: CatalogueDatabase,
  answer: CatalogueAnswer,
  onStored?: (stored: number, total: number) => void,
): Promise<void> {
  const rows = storedRows(answer.rows, answer.columns);
  const state = {
    key: 'state' as const,
    version: answer.version,
    priceDate: answer.priceDate,
    total: answer.total,
    updatedAt: new Date().toISOString(),
  };
  try {
    if (!answer.full) {
      await db.transaction('rw', db.chunks, db.state, async () => {
        const held = await db.chunks.orderBy('index').toArray();
        await db.chunks.bulkPut(applyDeltaToChunks(held, rows));
        await db.state.put(state);
      });
      onStored?.(rows.length, rows.length);
      return;
    }
    await db.transaction('rw', db.chunks, db.state, async () => {
      await db.state.delete('state');
      await db.chunks.clear();
    });
    const chunks = chunksOf(rows);
    let stored = 0;
    for (let start = 0; start < chunks.length; start += CHUNKS_PER_WRITE) {
      const written = chunks.slice(start, start + CHUNKS_PER_WRITE);
      await db.chunks.bulkPut(written);
      stored += written.reduce((sum, chunk) => sum + chunk.rows.length, 0);
      onStored?.(stored, rows.length);
    }
    await db.state.put(state);
  } catch (error) {
    if (answer.full) await db.chunks.clear().catch(() => undefined);
    if (isQuotaError(error)) throw new CatalogueStorageFullError({ cause: error });
    throw error;
  }
}
