/**
 * The ledger (src/domain/transactions) and finance from it, in Node on this machine. Goals: planning a
 * 10-line sale against 50,000 card copies a small fraction of the device's 50 ms save; finance with
 * realized and unrealized over 50,000 copies, 5,000 sealed instances and 20,000 transactions under
 * 100 ms. Prints medians; asserts nothing. Run with `npm run bench ledger`.
 */
import { computeCollectionFinance } from '../../src/domain/finance/collectionFinance';
import { realizedGain } from '../../src/domain/finance/ledgerTotals';
import type { Card, Transaction } from '../../src/domain/schemas';
import { generateCollection } from '../../src/domain/testing/collectionGenerator';
import { makeSealed } from '../../src/domain/testing/factories';
import { seededRandom } from '../../src/domain/testing/seededRandom';
import {
  draftReferences,
  type LedgerRecords,
  planTransaction,
  planTransactionDelete,
} from '../../src/domain/transactions';
import {
  applyChangeSet,
  countingIds,
  draftOf,
  NOW,
  recordsOf,
} from '../../src/domain/transactions/ledgerTesting';
import { measure, printMachineLoad } from './measure';

const COPIES = 50_000;
const SEALED = 5_000;
const TRANSACTIONS = 20_000;
const random = seededRandom(7);

printMachineLoad();
/** Cards until they hold 50,000 copies (one to three condition rows of one to four copies each). */
const generated = generateCollection(Math.ceil(COPIES / 5), 42);
const cards: Card[] = [];
let copies = 0;
for (const card of generated.cards) {
  if (copies >= COPIES) break;
  cards.push(card);
  copies += card.conditionQuantities.reduce((sum, row) => sum + row.quantity, 0);
}
const sealedProducts = Array.from({ length: SEALED }, (_, index) =>
  makeSealed({ id: `sealed-${index}`, purchasePrice: Math.round(random() * 20000) / 100 }),
);
console.log(`${cards.length} cards holding ${copies} copies, ${sealedProducts.length} sealed instances`);

/** A 10-line sale: ten different cards, one copy of each one's first condition. */
const saleDraft = draftOf(
  'sale',
  cards.slice(100, 110).map((card) => ({
    id: card.id,
    name: card.name,
    condition: card.conditionQuantities[0]?.condition,
    price: 3,
  })),
  { platformFee: 1.5, shippingCost: 4 },
);
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

/** 20,000 transactions through the ledger: three purchases to one single-copy sale. */
const transactions: Transaction[] = [];
for (let index = 0; index < TRANSACTIONS; index++) {
  const card = cards[index % cards.length] as Card;
  const draft =
    index % 4 === 3
      ? draftOf('sale', [{ id: card.id, condition: card.conditionQuantities[0]?.condition, price: 2 }])
      : draftOf('purchase', [{ name: `Bought ${index}`, price: 1 + (index % 7) }]);
  const recorded = planTransaction(draft, recordsOf([card]), countingIds(), NOW).transaction;
  if (recorded) transactions.push({ ...recorded, id: `transaction-${index}` });
}
measure('realized gain alone: Σ over the 20,000 transactions’ lines', null, () => realizedGain(transactions));
let realized = 0;
measure('finance incl. price index: 50k copies, 5k sealed, 20k tx', 100, () => {
  const record = computeCollectionFinance({
    cards,
    sealedProducts,
    transactions,
    marketPrices: generated.marketPrices,
    now: new Date(0),
  });
  realized = record.totalRealizedGain;
  return record;
});
console.log(`(realized gain over ${transactions.length} transactions: ${realized.toFixed(2)})`);
