import fc from 'fast-check';
import type { TransactionDraft } from '../schemas';
import { makeCard, makeLine } from './factories';
import { draftOf } from './ledger';

/** fast-check data for the ledger's property tests: a few cards in two conditions, sales of them. */
export const CONDITIONS = ['Near Mint', 'Played'] as const;
const rowArbitrary = fc.record({
  condition: fc.constantFrom(...CONDITIONS),
  quantity: fc.integer({ min: 1, max: 4 }),
  price: fc.option(fc.integer({ min: 0, max: 5000 }).map((cents) => cents / 100)),
  date: fc.option(fc.constantFrom('2023-01-01', '2024-06-01', '2025-02-01')),
});
export const cardsArbitrary = fc
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
export const saleLinesArbitrary = fc.array(
  fc.record({
    card: fc.nat(4),
    condition: fc.constantFrom(...CONDITIONS),
    quantity: fc.integer({ min: 1, max: 6 }),
    price: fc.integer({ min: 0, max: 9000 }).map((cents) => cents / 100),
  }),
  { minLength: 1, maxLength: 4 },
);
export type SaleLine = {
  card: number;
  condition: (typeof CONDITIONS)[number];
  quantity: number;
  price: number;
};

/** A sale of `lines` (each naming `card-N`) with a platform fee. */
export function saleDraft(lines: readonly SaleLine[], fee: number): TransactionDraft {
  return draftOf(
    'sale',
    lines.map((line) => ({
      id: `card-${line.card}`,
      condition: line.condition,
      quantity: line.quantity,
      price: line.price,
    })),
    { platformFee: fee },
  );
}
