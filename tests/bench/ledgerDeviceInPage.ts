/**
 * Bundled by the ledgerDevice bench and run in a Chromium page: the device's own code on real
 * IndexedDB. Stores the ledger benches' collection (50,000 copies, 5,000 sealed, 20,000 transactions),
 * then times the device's save of a 10-line sale (saveTransaction: ledger, rows and one outbox entry
 * in one Dexie transaction), the edit of each such sale (editTransaction) and the finance summary (the four tables read, then computed).
 */
import { CardfolioDatabase } from '../../src/db/database';
import { editTransaction } from '../../src/db/transactions/editTransaction';
import { saveTransaction } from '../../src/db/transactions/saveTransaction';
import { computeCollectionFinance } from '../../src/domain/finance/collectionFinance';
import type { Transaction } from '../../src/domain/schemas';
import { ledgerBenchData, SALE_LINES, saleOf } from './ledgerBenchData';

export interface LedgerDeviceTimes {
  rows: string;
  storeMs: number;
  saveMs: number[];
  editMs: number[];
  financeReadMs: number[];
  financeComputeMs: number[];
  readByTable: Record<string, number>;
}

export async function runLedgerDevice(samples: number): Promise<LedgerDeviceTimes> {
  const db = new CardfolioDatabase('cardfolio-ledger-bench');
  await db.delete();
  await db.open();
  const data = ledgerBenchData();
  const storeStart = performance.now();
  await db.transaction('rw', [db.cards, db.sealedProducts, db.transactions, db.marketPrices], async () => {
    await db.cards.bulkPut(data.cards);
    await db.sealedProducts.bulkPut(data.sealedProducts);
    await db.transactions.bulkPut(data.transactions);
    await db.marketPrices.bulkPut(data.marketPrices);
  });
  const storeMs = performance.now() - storeStart;
  const collectionId = data.cards[0]?.collectionId ?? '';

  const saveMs: number[] = [];
  const saved: Transaction[] = [];
  for (let sample = 0; sample < samples; sample++) {
    const lines = data.cards.slice(1000 + sample * SALE_LINES, 1000 + (sample + 1) * SALE_LINES);
    const started = performance.now();
    saved.push(await saveTransaction(db, saleOf(lines)));
    saveMs.push(performance.now() - started);
  }
  // Each sale edited once (every line's price): its copies back, sold again, one outbox entry.
  const editMs: number[] = [];
  for (const sale of saved) {
    const items = sale.items.map(({ ledger: _ledger, ...line }) => ({ ...line, price: line.price + 1 }));
    const started = performance.now();
    await editTransaction(db, sale.id, { items });
    editMs.push(performance.now() - started);
  }

  const financeReadMs: number[] = [];
  const financeComputeMs: number[] = [];
  for (let sample = 0; sample < Math.min(samples, 7); sample++) {
    const readStart = performance.now();
    const [cards, sealedProducts, transactions, marketPrices] = await Promise.all([
      db.cards.where('collectionId').equals(collectionId).toArray(),
      db.sealedProducts.where('collectionId').equals(collectionId).toArray(),
      db.transactions.where('collectionId').equals(collectionId).toArray(),
      db.marketPrices.where('collectionId').equals(collectionId).toArray(),
    ]);
    const computeStart = performance.now();
    computeCollectionFinance({ cards, sealedProducts, transactions, marketPrices, now: new Date() });
    financeComputeMs.push(performance.now() - computeStart);
    financeReadMs.push(computeStart - readStart);
  }
  // Which table the read's time goes to, each read alone.
  const readByTable: Record<string, number> = {};
  for (const table of [db.cards, db.sealedProducts, db.transactions, db.marketPrices]) {
    const started = performance.now();
    await table.where('collectionId').equals(collectionId).toArray();
    readByTable[table.name] = performance.now() - started;
  }
  const rows = `${data.cards.length} cards (${data.copies} copies), ${data.sealedProducts.length} sealed, ${data.transactions.length} transactions`;
  db.close();
  return { rows, storeMs, saveMs, editMs, financeReadMs, financeComputeMs, readByTable };
}
