import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Card, ConditionQuantity } from '../schemas';
import {
  applyChangeSet,
  countingIds,
  draftOf,
  NOW,
  recordsOf,
  SEALED_DEFINITION,
  savedTransaction,
} from '../testing/ledger';
import {
  type CONDITIONS,
  cardsArbitrary,
  type SaleLine,
  saleDraft,
  saleLinesArbitrary,
} from '../testing/ledgerArbitraries';
import type { LedgerRecords } from './changeSet';
import { availableCopies } from './conditionRows';
import { LedgerRefusal } from './ledgerRefusal';
import { planTransaction } from './planTransaction';
import { planTransactionDelete } from './planTransactionDelete';

const feeArbitrary = fc.integer({ min: 0, max: 2000 }).map((cents) => cents / 100);

/** A card's copies as lot → count, whatever the order or split of its rows. */
function lots(rows: readonly ConditionQuantity[]): Record<string, number> {
  const counted: Record<string, number> = {};
  for (const row of rows) {
    const key = [row.condition, row.purchasePrice, row.purchaseDate, row.transactionId].join('|');
    counted[key] = (counted[key] ?? 0) + row.quantity;
  }
  return counted;
}
const heldLots = (records: LedgerRecords) =>
  Object.fromEntries(
    [...records.cards.values()].map((card: Card) => [card.id, lots(card.conditionQuantities)]),
  );
const heldCost = (records: LedgerRecords) =>
  [...records.cards.values()]
    .flatMap((card) => card.conditionQuantities)
    .reduce((sum, row) => sum + (row.purchasePrice ?? 0) * row.quantity, 0);

function planSale(cards: Card[], lines: SaleLine[], fee: number) {
  return planTransaction(saleDraft(lines, fee), recordsOf(cards), countingIds(), NOW);
}

describe('ledger properties', () => {
  it('never leaves a quantity below one row copy, and refuses exactly the sales that ask for more than there is', () => {
    fc.assert(
      fc.property(cardsArbitrary, saleLinesArbitrary, feeArbitrary, (cards, lines, fee) => {
        const asked = new Map<string, number>();
        for (const line of lines) {
          const key = `card-${line.card}|${line.condition}`;
          asked.set(key, (asked.get(key) ?? 0) + line.quantity);
        }
        const satisfiable = [...asked].every(([key, quantity]) => {
          const [id, condition] = key.split('|') as [string, (typeof CONDITIONS)[number]];
          const card = cards.find((candidate) => candidate.id === id);
          return card !== undefined && availableCopies(card.conditionQuantities, condition) >= quantity;
        });
        try {
          const change = planSale(cards, lines, fee);
          expect(satisfiable).toBe(true);
          for (const card of change.put.cards) {
            expect(card.conditionQuantities.length).toBeGreaterThan(0);
            for (const row of card.conditionQuantities) expect(row.quantity).toBeGreaterThanOrEqual(1);
          }
        } catch (error) {
          if (!(error instanceof LedgerRefusal)) throw error;
          expect(satisfiable).toBe(false);
        }
      }),
    );
  });

  it('a sale then its delete restores the sold copies; the cost bases of what left add up to what it cost', () => {
    fc.assert(
      fc.property(cardsArbitrary, saleLinesArbitrary, feeArbitrary, (cards, lines, fee) => {
        const before = recordsOf(cards);
        let sold: ReturnType<typeof planSale>;
        try {
          sold = planSale(cards, lines, fee);
        } catch (error) {
          if (error instanceof LedgerRefusal) return;
          throw error;
        }
        const after = applyChangeSet(before, sold);
        const ledgers = savedTransaction(sold).items.map((item) => item.ledger);
        const costBases = ledgers.reduce((sum, ledger) => sum + (ledger?.costBasis ?? 0), 0);
        expect(costBases).toBeCloseTo(heldCost(before) - heldCost(after), 6);
        const fees = ledgers.reduce((sum, ledger) => sum + (ledger?.feeShare ?? 0), 0);
        expect(fees).toBeCloseTo(fee, 6);
        const undo = planTransactionDelete(savedTransaction(sold), after, NOW);
        expect(heldLots(applyChangeSet(after, undo))).toEqual(heldLots(before));
      }),
    );
  });

  it('a purchase then its delete leaves the records as they were', () => {
    const purchaseLine = fc.record({
      quantity: fc.integer({ min: 1, max: 5 }),
      price: fc.integer({ min: 0, max: 9000 }).map((cents) => cents / 100),
      sealed: fc.boolean(),
    });
    fc.assert(
      fc.property(
        cardsArbitrary,
        fc.array(purchaseLine, { minLength: 1, maxLength: 4 }),
        feeArbitrary,
        (cards, lines, fee) => {
          const before = recordsOf(cards, [], [SEALED_DEFINITION]);
          const draft = draftOf(
            'purchase',
            lines.map((line) =>
              line.sealed
                ? {
                    itemType: 'sealed_product' as const,
                    definitionId: 'definition-1',
                    condition: 'Sealed' as const,
                    quantity: line.quantity,
                    price: line.price,
                  }
                : { quantity: line.quantity, price: line.price },
            ),
            { shippingCost: fee },
          );
          const bought = planTransaction(draft, before, countingIds(), NOW);
          const paid = lines.reduce((sum, line) => sum + line.price * line.quantity, 0) + fee;
          const booked = savedTransaction(bought).items.reduce(
            (sum, item) => sum + (item.ledger?.costBasis ?? 0),
            0,
          );
          expect(booked).toBeCloseTo(paid, 6);
          const after = applyChangeSet(before, bought);
          const undone = applyChangeSet(after, planTransactionDelete(savedTransaction(bought), after, NOW));
          expect(undone.cards).toEqual(before.cards);
          expect(undone.sealedProducts).toEqual(before.sealedProducts);
        },
      ),
    );
  });
});
