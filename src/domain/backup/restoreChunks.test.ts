import { describe, expect, it } from 'vitest';
import { firstCollectionRows, generatedBackup } from '../testing/backup';
import { makeCard, makeItem, makeTransaction } from '../testing/factories';
import { emptyRestoreRows, type RestoreRows } from './planRestore';
import { RESTORE_ORDER, type RestoreChunk, restoreChunks } from './restoreChunks';

const weight = (chunk: RestoreChunk) =>
  RESTORE_ORDER.reduce((sum, kind) => sum + chunk[kind].length, 0) +
  chunk.transactions.reduce((sum, t) => sum + t.items.length, 0);

const chunkOf = (chunks: RestoreChunk[], id: string) =>
  chunks.findIndex((chunk) => RESTORE_ORDER.some((kind) => chunk[kind].some((row) => row.id === id)));

describe('restoreChunks', () => {
  it('cuts every record once into calls of at most the budget, collections and definitions first', () => {
    const rows = firstCollectionRows(generatedBackup(300, 80));
    const chunks = restoreChunks(rows, 50);
    for (const kind of RESTORE_ORDER) {
      expect(chunks.flatMap((chunk) => chunk[kind].map((row) => row.id)).sort()).toEqual(
        rows[kind].map((row) => row.id).sort(),
      );
    }
    for (const chunk of chunks) expect(weight(chunk)).toBeLessThanOrEqual(50);
    expect(chunks[0].collections).toHaveLength(1);
    expect(chunks[0].sealedDefinitions).toHaveLength(rows.sealedDefinitions.length);
  });

  it('keeps a transaction with the cards it names, starting a new call rather than splitting them', () => {
    const bought = [makeCard(), makeCard(), makeCard()];
    const purchase = makeTransaction({ items: bought.map((card) => makeItem({ id: card.id })) });
    const others = Array.from({ length: 6 }, () => makeCard());
    const rows: RestoreRows = {
      ...emptyRestoreRows(),
      cards: [...others, ...bought],
      transactions: [makeTransaction({ items: [makeItem({ id: others[0].id })] }), purchase],
    };
    const chunks = restoreChunks(rows, 8);
    const where = chunkOf(chunks, purchase.id);
    for (const card of bought) expect(chunkOf(chunks, card.id)).toBe(where);
    // The first transaction and its card fill 3 of 8; the purchase's 7 go to the next call.
    expect(where).toBe(1);
    expect(chunkOf(chunks, others[0].id)).toBe(0);
  });

  it('lets a transaction larger than the budget take a call of its own', () => {
    const big = makeTransaction({ items: Array.from({ length: 12 }, () => makeItem()) });
    const chunks = restoreChunks(
      {
        ...emptyRestoreRows(),
        cards: [makeCard()],
        transactions: [big],
      },
      8,
    );
    expect(chunks.map((chunk) => chunk.transactions.length)).toContain(1);
    expect(chunks.flatMap((chunk) => chunk.transactions)).toEqual([big]);
  });
});
