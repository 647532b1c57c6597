import { describe, expect, it } from 'vitest';
import type { Card, TransactionLine } from '../schemas';
import { makeCard, makeItem, makeLine, makeSealed } from '../testing/factories';
import {
  applyChangeSet,
  countingIds,
  draftOf,
  NOW,
  recordsOf,
  SEALED_DEFINITION,
  savedTransaction,
} from '../testing/ledger';
import { planTransaction } from './planTransaction';
import { planTransactionDelete } from './planTransactionDelete';

const LATER = '2025-06-02T08:00:00.000Z';
const withoutStamps = ({ updatedAt: _u, createdAt: _c, ...card }: Card) => card;

describe('deleting a transaction', () => {
  it('removes what a purchase created', () => {
    const before = recordsOf([], [], [SEALED_DEFINITION]);
    const draft = draftOf('purchase', [
      { name: 'Opt' },
      { itemType: 'sealed_product', definitionId: 'definition-1', condition: 'Sealed', quantity: 2 },
    ]);
    const bought = planTransaction(draft, before, countingIds(), NOW);
    const undo = planTransactionDelete(savedTransaction(bought), applyChangeSet(before, bought), LATER);
    expect(undo.deleteTransactionId).toBe('tx-1');
    expect(undo.delete).toEqual({
      cards: ['cards-2'],
      sealedProducts: ['sealedProducts-3', 'sealedProducts-4'],
    });
    expect(undo.records[0]).toEqual({ entity: 'transactions', id: 'tx-1', op: 'delete' });
    const after = applyChangeSet(applyChangeSet(before, bought), undo);
    expect([after.cards.size, after.sealedProducts.size]).toEqual([0, 0]);
  });

  it('removes only what is left of a purchase, keeping rows that came from elsewhere', () => {
    const card = makeCard({
      conditionQuantities: [makeLine('Near Mint', 1, 2, { transactionId: 'tx-1' }), makeLine('Played', 1, 1)],
    });
    const line: TransactionLine = {
      ...makeItem({ quantity: 3 }),
      ledger: {
        direction: 'in',
        proceeds: 0,
        costBasis: 6,
        feeShare: 0,
        realizedGain: 0,
        received: [{ entity: 'cards', id: card.id, created: true }],
        taken: null,
      },
    };
    // Two of the three copies were sold since: the one left goes, the Played copy stays.
    const undo = planTransactionDelete({ id: 'tx-1', items: [line] }, recordsOf([card]), LATER);
    expect(undo.put.cards[0]?.conditionQuantities).toEqual([makeLine('Played', 1, 1)]);
  });

  it('brings back a card whose last copies a sale took, under its original id', () => {
    const card = makeCard({
      conditionQuantities: [makeLine('Near Mint', 2, 1.5, { purchaseDate: '2024-01-01' })],
    });
    const before = recordsOf([card]);
    const sold = planTransaction(
      draftOf('sale', [{ id: card.id, quantity: 2, price: 3 }]),
      before,
      countingIds(),
      NOW,
    );
    expect(sold.delete.cards).toEqual([card.id]);
    const undo = planTransactionDelete(savedTransaction(sold), applyChangeSet(before, sold), LATER);
    expect(undo.records).toEqual([
      { entity: 'transactions', id: 'tx-1', op: 'delete' },
      { entity: 'cards', id: card.id, op: 'create' },
    ]);
    expect(withoutStamps(undo.put.cards[0] as Card)).toEqual(withoutStamps(card));
  });

  it('brings a sold-out card back in its slot while its binder exists, unfiled once the binder is gone', () => {
    const card = makeCard({
      conditionQuantities: [makeLine('Near Mint', 1, 1.5)],
      locationId: 'binder-1',
      page: 4,
      slot: 1,
    });
    const before = recordsOf([card]);
    const sold = planTransaction(draftOf('sale', [{ id: card.id, price: 3 }]), before, countingIds(), NOW);
    const afterSale = applyChangeSet(before, sold);
    const binderKept = { ...afterSale, locations: new Set(['binder-1']) };
    const back = planTransactionDelete(savedTransaction(sold), binderKept, LATER).put.cards[0];
    expect([back?.locationId, back?.page, back?.slot]).toEqual(['binder-1', 4, 1]);
    const unfiled = planTransactionDelete(savedTransaction(sold), afterSale, LATER).put.cards[0];
    expect(unfiled && ['locationId', 'page', 'slot'].filter((key) => key in unfiled)).toEqual([]);
    expect(unfiled?.conditionQuantities).toEqual(card.conditionQuantities);
  });

  it('puts sold copies back into the card still there', () => {
    const card = makeCard({ conditionQuantities: [makeLine('Near Mint', 3, 1), makeLine('Played', 1, 1)] });
    const before = recordsOf([card]);
    const sold = planTransaction(draftOf('sale', [{ id: card.id, quantity: 2 }]), before, countingIds(), NOW);
    const undo = planTransactionDelete(savedTransaction(sold), applyChangeSet(before, sold), LATER);
    expect(undo.put.cards[0]?.conditionQuantities).toEqual(card.conditionQuantities);
  });

  it('undoes an opening: the pulled cards go, the box comes back', () => {
    const box = makeSealed({ purchasePrice: 90, quantity: 2 });
    const before = recordsOf([], [box]);
    const opened = planTransaction(
      draftOf('opening', [{ id: box.id, itemType: 'sealed_product', condition: 'Sealed' }, { name: 'Rare' }]),
      before,
      countingIds(),
      NOW,
    );
    const undo = planTransactionDelete(savedTransaction(opened), applyChangeSet(before, opened), LATER);
    expect(undo.delete.cards).toEqual(['cards-2']);
    expect(undo.put.sealedProducts.map((p) => [p.id, p.quantity])).toEqual([[box.id, 2]]);
  });
});
