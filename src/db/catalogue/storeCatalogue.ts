import { applyDeltaToChunks, chunksOf, storedRows } from '../../domain/catalogue/catalogueChunks';
import type { CatalogueAnswer } from '../../domain/catalogue/catalogueContract';
import { CATALOGUE_TEXTS } from '../../domain/catalogue/catalogueTexts';
import { isStorageFull } from '../../domain/format';
import type { CatalogueDatabase } from './catalogueDatabase';

/** Chunks written per step of a whole download: big enough to be quick, small enough to report progress. */
const CHUNKS_PER_WRITE = 5;

/** A write the browser refused for lack of space. */
export class CatalogueStorageFullError extends Error {
  override readonly name = 'CatalogueStorageFullError';
  constructor(options?: { cause: unknown }) {
    super(CATALOGUE_TEXTS.storageFull, options);
  }
}

/**
 * Applies a catalogue answer in ONE transaction with its version: all or nothing. A whole catalogue
 * replaces the held one inside that transaction (written in batches, for progress), so a failure part
 * way (a full disk) leaves the previous version whole and readable.
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
    await db.transaction('rw', db.chunks, db.state, async () => {
      if (!answer.full) {
        const held = await db.chunks.orderBy('index').toArray();
        await db.chunks.bulkPut(applyDeltaToChunks(held, rows));
        onStored?.(rows.length, rows.length);
      } else {
        await db.chunks.clear();
        const chunks = chunksOf(rows);
        let stored = 0;
        for (let start = 0; start < chunks.length; start += CHUNKS_PER_WRITE) {
          const written = chunks.slice(start, start + CHUNKS_PER_WRITE);
          await db.chunks.bulkPut(written);
          stored += written.reduce((sum, chunk) => sum + chunk.rows.length, 0);
          onStored?.(stored, rows.length);
        }
      }
      await db.state.put(state);
    });
  } catch (error) {
    if (isStorageFull(error)) throw new CatalogueStorageFullError({ cause: error });
    throw error;
  }
}
