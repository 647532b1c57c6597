import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Transaction, TransactionItem } from '../schemas';
import { makeCard, makeLine, makeSealed } from '../testing/factories';
import { applyChangeSet, draftOf, NOW, recordsOf, SEALED_DEFINITION } from '../testing/ledger';
import type { LedgerRecords } from './changeSet';
import { LedgerRefusal } from './ledgerRefusal';
import { planTransaction } from './planTransaction';
import { planTransactionDelete } from './planTransactionDelete';

const TYPES = ['purchase', 'sale', 'trade', 'opening', 'adjustment'] as const;
const stepArbitrary = fc.record({
  type: fc.constantFrom(...TYPES),
  pick: fc.nat(20),
  sealed: fc.boolean(),
  condition: fc.constantFrom('Near Mint' as const, 'Played' as const),
  quantity: fc.integer({ min: 1, max: 3 }),
  price: fc.integer({ min: 0, max: 3000 }).map((cents) => cents / 100),
  marketPrice: fc.option(fc.integer({ min: 1, max: 3000 }).map((cents) => cents / 100)),
  fee: fc.integer({ min: 0, max: 300 }).map((cents) => cents / 100),
});
type Step = typeof stepArbitrary extends fc.Arbitrary<infer T> ? T : never;

const start = recordsOf(
  [
    makeCard({
      id: 'card-a',
      conditionQuantities: [
        makeLine('Near Mint', 2, 1, { purchaseDate: '2024-01-01' }),
        makeLine('Played', 1, 0.5),
      ],
    }),
    makeCard({ id: 'card-b', conditionQuantities: [makeLine('Near Mint', 3, 4)] }),
  ],
  [
    makeSealed({ id: 'box-a', purchasePrice: 90, quantity: 2 }),
    makeSealed({ id: 'box-b', purchasePrice: 40 }),
  ],
  [SEALED_DEFINITION],
);

/** A draft for the step against what is held now: the records it takes from are picked among those. */
function draftFor(step: Step, records: LedgerRecords) {
  const cardIds = [...records.cards.keys()];
  const boxIds = [...records.sealedProducts.keys()];
  const held = (): Partial<TransactionItem> =>
    step.sealed && boxIds.length
      ? {
          itemType: 'sealed_product',
          id: boxIds[step.pick % boxIds.length] ?? null,
          condition: 'Sealed',
          quantity: 1,
        }
      : {
          id: cardIds[step.pick % Math.max(cardIds.length, 1)] ?? 'card-gone',
          condition: step.condition,
          quantity: step.quantity,
        };
  const fresh: Partial<TransactionItem> = step.sealed
    ? {
        itemType: 'sealed_product',
        definitionId: 'definition-1',
        condition: 'Sealed',
        quantity: step.quantity,
      }
    : { name: `Pulled ${step.pick}`, condition: step.condition, quantity: step.quantity };
  const money = { price: step.price, marketPrice: step.marketPrice };
  switch (step.type) {
    case 'purchase':
      return draftOf('purchase', [{ ...fresh, ...money }], { shippingCost: step.fee });
    case 'sale':
      return draftOf('sale', [{ ...held(), ...money }], { platformFee: step.fee });
    case 'trade':
      return draftOf('trade', [
        { ...held(), ...money, isGiven: true },
        { ...fresh, ...money, isReceived: true },
      ]);
    case 'opening':
      return draftOf('opening', [
        {
          itemType: 'sealed_product',
          id: boxIds[step.pick % Math.max(boxIds.length, 1)] ?? 'box-gone',
          condition: 'Sealed',
        },
        { name: 'Pulled rare', ...money },
        { name: 'Pulled common', quantity: step.quantity, marketPrice: null },
      ]);
    case 'adjustment':
      return draftOf('adjustment', [{ ...held(), isGiven: step.pick % 2 === 0 }]);
  }
}

const everyQuantityAtLeastOne = (records: LedgerRecords) =>
  [...records.cards.values()].every(
    (card) =>
      card.conditionQuantities.length > 0 && card.conditionQuantities.every((row) => row.quantity >= 1),
  ) && [...records.sealedProducts.values()].every((product) => product.quantity >= 1);

/** Records compared without the times they were written at. */
const comparable = (records: LedgerRecords) => ({
  cards: [...records.cards.values()]
    .map(({ updatedAt: _, ...card }) => ({
      ...card,
      conditionQuantities: [...card.conditionQuantities].sort((a, b) =>
        JSON.stringify(a).localeCompare(JSON.stringify(b)),
      ),
    }))
    .sort((a, b) => a.id.localeCompare(b.id)),
  sealedProducts: [...records.sealedProducts.values()]
    .map(({ updatedAt: _, ...p }) => p)
    .sort((a, b) => a.id.localeCompare(b.id)),
});

describe('ledger properties over every type', () => {
  it('keeps every quantity at one or more, and deleting the transactions newest first gives back the start', () => {
    fc.assert(
      fc.property(fc.array(stepArbitrary, { minLength: 1, maxLength: 12 }), (steps) => {
        let records = start;
        const recorded: Transaction[] = [];
        steps.forEach((step, index) => {
          let ids = 0;
          const allocate = () => `step-${index}-${++ids}`;
          try {
            const change = planTransaction(draftFor(step, records), records, allocate, NOW);
            records = applyChangeSet(records, change);
            if (change.transaction) recorded.push(change.transaction);
          } catch (error) {
            if (!(error instanceof LedgerRefusal)) throw error;
          }
          expect(everyQuantityAtLeastOne(records)).toBe(true);
        });
        for (const transaction of [...recorded].reverse()) {
          records = applyChangeSet(records, planTransactionDelete(transaction, records, NOW));
          expect(everyQuantityAtLeastOne(records)).toBe(true);
        }
        expect(comparable(records)).toEqual(comparable(start));
      }),
      { numRuns: 300 },
    );
  });
});
