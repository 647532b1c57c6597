import Dexie from 'dexie';
import type { CatalogueAnswer } from '../../domain/catalogue/catalogueContract';
import { CATALOGUE_TEXTS } from '../../domain/catalogue/catalogueTexts';
import { fromCompactRow } from '../../domain/catalogue/compactRows';
import type { CatalogueDatabase } from './catalogueDatabase';

/** Rows written per transaction of a whole download: big enough to be quick, small enough to report progress. */
const WRITE_BATCH = 5000;

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
  const printings = answer.rows.map((row) => fromCompactRow(row, answer.columns));
  const state = {
    key: 'state' as const,
    version: answer.version,
    priceDate: answer.priceDate,
    total: answer.total,
    updatedAt: new Date().toISOString(),
  };
  try {
    if (!answer.full) {
      await db.transaction('rw', db.printings, db.state, async () => {
        await db.printings.bulkPut(printings);
        await db.state.put(state);
      });
      onStored?.(printings.length, printings.length);
      return;
    }
    await db.transaction('rw', db.printings, db.state, async () => {
      await db.state.delete('state');
      await db.printings.clear();
    });
    for (let start = 0; start < printings.length; start += WRITE_BATCH) {
      await db.printings.bulkPut(printings.slice(start, start + WRITE_BATCH));
      onStored?.(Math.min(start + WRITE_BATCH, printings.length), printings.length);
    }
    await db.state.put(state);
  } catch (error) {
    if (answer.full) await db.printings.clear().catch(() => undefined);
    if (isQuotaError(error)) throw new CatalogueStorageFullError({ cause: error });
    throw error;
  }
}
