import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Card, ConditionQuantity } from '../schemas';
import { makeCard, makeLine } from '../testing/factories';
import {
  applyChangeSet,
  countingIds,
  draftOf,
  NOW,
  recordsOf,
  SEALED_DEFINITION,
  savedTransaction,
} from '../testing/ledger';
import type { LedgerRecords } from './changeSet';
import { availableCopies } from './conditionRows';
import { LedgerRefusal } from './ledgerRefusal';
import { planTransaction } from './planTransaction';
import { planTransactionDelete } from './planTransactionDelete';

const CONDITIONS = ['Near Mint', 'Played'] as const;
const rowArbitrary = fc.record({
  condition: fc.constantFrom(...CONDITIONS),
  quantity: fc.integer({ min: 1, max: 4 }),
  price: fc.option(fc.integer({ min: 0, max: 5000 }).map((cents) => cents / 100)),
  date: fc.option(fc.constantFrom('2023-01-01', '2024-06-01', '2025-02-01')),
});
const cardsArbitrary = fc
  .array(fc.array(rowArbitrary, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 })
  .map((cards) =>
    cards.map((rows, index) =>
      makeCard({
        id: `card-${index}`,
        conditionQuantities: rows.map((row) =>
          makeLine(row.condition, row.quantity, row.price, { purchaseDate: row.date }),
        ),
      }),
    ),
  );
/** Sale lines naming any card and condition, sometimes asking for more than there is. */
const saleLinesArbitrary = fc.array(
  fc.record({
    card: fc.nat(4),
    condition: fc.constantFrom(...CONDITIONS),
    quantity: fc.integer({ min: 1, max: 6 }),
    price: fc.integer({ min: 0, max: 9000 }).map((cents) => cents / 100),
  }),
  { minLength: 1, maxLength: 4 },
);
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

type SaleLine = { card: number; condition: (typeof CONDITIONS)[number]; quantity: number; price: number };

function planSale(cards: Card[], lines: SaleLine[], fee: number) {
  const draft = draftOf(
    'sale',
    lines.map((line) => ({
      id: `card-${line.card}`,
      condition: line.condition,
      quantity: line.quantity,
      price: line.price,
    })),
    { platformFee: fee },
  );
  return planTransaction(draft, recordsOf(cards), countingIds(), NOW);
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
