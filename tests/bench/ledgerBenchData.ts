/**
 * The ledger benches' collection (issue: transactions ledger): cards until they hold 50,000 copies,
 * 5,000 sealed instances and 20,000 transactions made by the ledger itself (three purchases to one
 * single-copy sale), all in one collection. Pure, so the Node bench and the in-page Chromium bench
 * build exactly the same rows.
 */
import type {
  Card,
  MarketPrice,
  SealedProduct,
  Transaction,
  TransactionDraft,
} from '../../src/domain/schemas';
import { generateCollection } from '../../src/domain/testing/collectionGenerator';
import { makeSealed } from '../../src/domain/testing/factories';
import { countingIds, draftOf, NOW, recordsOf } from '../../src/domain/testing/ledger';
import { seededRandom } from '../../src/domain/testing/seededRandom';
import { planTransaction } from '../../src/domain/transactions';

export const COPIES = 50_000;
export const SEALED = 5_000;
export const TRANSACTIONS = 20_000;
export const SALE_LINES = 10;

export interface LedgerBenchData {
  cards: Card[];
  copies: number;
  sealedProducts: SealedProduct[];
  transactions: Transaction[];
  marketPrices: MarketPrice[];
}

/** Every row belongs to the factories' collection, `collection-1`. */
export function ledgerBenchData(): LedgerBenchData {
  const random = seededRandom(7);
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
  return { cards, copies, sealedProducts, transactions, marketPrices: generated.marketPrices };
}

/** A sale of one copy of each card's first condition, one line per card, with a fee and shipping. */
export function saleOf(cards: readonly Card[]): TransactionDraft {
  return draftOf(
    'sale',
    cards.map((card) => ({
      id: card.id,
      name: card.name,
      condition: card.conditionQuantities[0]?.condition,
      price: 3,
    })),
    { platformFee: 1.5, shippingCost: 4 },
  );
}
