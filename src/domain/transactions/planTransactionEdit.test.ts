import { describe, expect, it } from 'vitest';
import { makeCard, makeLine } from '../testing/factories';
import { applyChangeSet, countingIds, draftOf, NOW, recordsOf, savedTransaction } from '../testing/ledger';
import { TEXTS } from '../texts';
import { LedgerRefusal } from './ledgerRefusal';
import { planTransaction } from './planTransaction';
import { planTransactionEdit } from './planTransactionEdit';

const LATER = '2025-06-02T08:00:00.000Z';

function savedSale(quantity: number, price: number) {
  const card = makeCard({ id: 'card-1', conditionQuantities: [makeLine('Near Mint', 3, 1)] });
  const before = recordsOf([card]);
  const sold = planTransaction(
    draftOf('sale', [{ id: 'card-1', condition: 'Near Mint', quantity, price }]),
    before,
    countingIds(),
    NOW,
  );
  return { old: savedTransaction(sold), after: applyChangeSet(before, sold) };
}

describe('planTransactionEdit', () => {
  it('rewrites a sale under its own id: copies and proceeds follow the new lines', () => {
    const { old, after } = savedSale(1, 5);
    const draft = draftOf('sale', [{ id: 'card-1', condition: 'Near Mint', quantity: 2, price: 4 }]);
    const edit = planTransactionEdit(old, draft, after, countingIds(), LATER);
    const edited = savedTransaction(edit);
    expect(edit.records[0]).toEqual({ entity: 'transactions', id: old.id, op: 'update' });
    expect([edited.id, edited.createdAt, edited.updatedAt]).toEqual([old.id, NOW, LATER]);
    expect(edited.items[0]?.ledger).toMatchObject({ proceeds: 8, costBasis: 2, realizedGain: 6 });
    expect(edit.put.cards[0]?.conditionQuantities).toEqual([makeLine('Near Mint', 1, 1)]);
  });

  it('refuses an edit that sells more than is left with the oversell text, changing nothing', () => {
    const { old, after } = savedSale(2, 5);
    const snapshot = structuredClone(after);
    const draft = draftOf('sale', [{ id: 'card-1', condition: 'Near Mint', quantity: 4, price: 5 }]);
    const edit = () => planTransactionEdit(old, draft, after, countingIds(), LATER);
    expect(edit).toThrow(new LedgerRefusal(409, TEXTS.quantityExceedsAvailable, 'items.0.quantity'));
    expect(after).toEqual(snapshot);
  });

  it('keeps the card a purchase line made when the line stays, and makes one for a line added', () => {
    const bought = planTransaction(draftOf('purchase', [{ price: 2 }]), recordsOf(), countingIds(), NOW);
    const old = savedTransaction(bought);
    const draft = draftOf('purchase', [{ price: 2.5 }, { name: 'Opt', price: 1 }]);
    const fresh = (entity: string) => `fresh-${entity}`;
    const edit = planTransactionEdit(old, draft, applyChangeSet(recordsOf(), bought), fresh, LATER);
    expect(edit.records).toEqual([
      { entity: 'transactions', id: 'tx-1', op: 'update' },
      { entity: 'cards', id: 'cards-2', op: 'update' },
      { entity: 'cards', id: 'fresh-cards', op: 'create' },
    ]);
    expect(edit.put.cards[0]?.conditionQuantities[0]).toMatchObject({
      purchasePrice: 2.5,
      transactionId: 'tx-1',
    });
  });

  it('takes the lots a new sale would take: an emptied lot goes back where it stood (soak seed 3106675926)', () => {
    // Two lots bought the same day: the sale of 2 empties the first and takes one of the second.
    const day = { purchaseDate: '2025-06-01' };
    const lots = [
      makeLine('Near Mint', 1, 1, { ...day, transactionId: 'bought' }),
      makeLine('Near Mint', 2, 0, { ...day, transactionId: 'found' }),
    ];
    const before = recordsOf([makeCard({ id: 'card-1', conditionQuantities: lots })]);
    const line = (quantity: number) => [
      { id: 'card-1', condition: 'Near Mint' as const, quantity, price: 4 },
    ];
    const sold = planTransaction(draftOf('sale', line(2)), before, countingIds(), NOW);
    const edit = planTransactionEdit(
      savedTransaction(sold),
      draftOf('sale', line(1)),
      applyChangeSet(before, sold),
      countingIds(),
      LATER,
    );
    // The server gets the edited sale alone, made against the lots as they were: both must agree.
    const fresh = planTransaction(draftOf('sale', line(1)), before, countingIds(), NOW);
    expect(edit.put.cards[0]?.conditionQuantities).toEqual(fresh.put.cards[0]?.conditionQuantities);
    expect(edit.put.cards[0]?.conditionQuantities).toEqual([lots[1]]);
  });
});
