/**
 * The ledger (src/domain/transactions) and finance from it, in Node on this machine. Goals: planning a
 * 10-line sale against 50,000 card copies a small fraction of the device's 50 ms save; finance with
 * realized and unrealized over 50,000 copies, 5,000 sealed instances and 20,000 transactions under
 * 100 ms. The same save and finance on IndexedDB in Chromium: `npm run bench ledgerDevice`. Prints
 * medians; asserts nothing. Run with `npm run bench ledger`.
 */
import { computeCollectionFinance } from '../../src/domain/finance/collectionFinance';
import { realizedGain } from '../../src/domain/finance/ledgerTotals';
import type { Card, Transaction } from '../../src/domain/schemas';
import { applyChangeSet, countingIds, NOW, recordsOf } from '../../src/domain/testing/ledger';
import {
  draftReferences,
  type LedgerRecords,
  planTransaction,
  planTransactionDelete,
} from '../../src/domain/transactions';
import { ledgerBenchData, SALE_LINES, saleOf } from './ledgerBenchData';
import { measure, printMachineLoad } from './measure';

printMachineLoad();
const { cards, copies, sealedProducts, transactions, marketPrices } = ledgerBenchData();
console.log(
  `${cards.length} cards holding ${copies} copies, ${sealedProducts.length} sealed instances, ` +
    `${transactions.length} transactions`,
);

const saleDraft = saleOf(cards.slice(100, 100 + SALE_LINES));
const everything = recordsOf(cards, sealedProducts);
measure('plan a 10-line sale (records of all 50,000 copies by id)', 5, () =>
  planTransaction(saleDraft, everything, countingIds(), NOW),
);
const byId = new Map(cards.map((card) => [card.id, card]));
measure('the same, picking the 10 cards it names first', 5, () => {
  const ids = draftReferences(saleDraft);
  const current: LedgerRecords = recordsOf(ids.cards.map((id) => byId.get(id) as Card));
  return planTransaction(saleDraft, current, countingIds(), NOW);
});
const sale = planTransaction(saleDraft, everything, countingIds(), NOW);
const afterSale = applyChangeSet(everything, sale);
measure('plan deleting that sale', 5, () =>
  planTransactionDelete(sale.transaction as Transaction, afterSale, NOW),
);

measure('realized gain alone: Σ over the 20,000 transactions’ lines', null, () => realizedGain(transactions));
let realized = 0;
measure('finance incl. price index: 50k copies, 5k sealed, 20k tx', 100, () => {
  const record = computeCollectionFinance({
    cards,
    sealedProducts,
    transactions,
    marketPrices,
    now: new Date(0),
  });
  realized = record.totalRealizedGain;
  return record;
});
console.log(`(realized gain over ${transactions.length} transactions: ${realized.toFixed(2)})`);
