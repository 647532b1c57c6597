import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Card, TransactionDraft } from '../schemas';
import { applyChangeSet, countingIds, draftOf, NOW, recordsOf, savedTransaction } from '../testing/ledger';
import { cardsArbitrary, type SaleLine, saleDraft, saleLinesArbitrary } from '../testing/ledgerArbitraries';
import type { AllocateId, LedgerChangeSet, LedgerRecords } from './changeSet';
import { LedgerRefusal } from './ledgerRefusal';
import { planTransaction } from './planTransaction';
import { planTransactionDelete } from './planTransactionDelete';
import { planTransactionEdit } from './planTransactionEdit';

const cents = (max: number) => fc.integer({ min: 0, max }).map((value) => value / 100);
const saleArbitrary = fc.record({ lines: saleLinesArbitrary, fee: cents(2000) });
const purchaseArbitrary = fc.record({
  lines: fc.array(fc.record({ quantity: fc.integer({ min: 1, max: 5 }), price: cents(9000) }), {
    minLength: 1,
    maxLength: 4,
  }),
  fee: cents(2000),
});

type Purchase = { lines: Array<{ quantity: number; price: number }>; fee: number };

const sale = ({ lines, fee }: { lines: SaleLine[]; fee: number }) => saleDraft(lines, fee);
const purchaseDraft = ({ lines, fee }: Purchase): TransactionDraft =>
  draftOf(
    'purchase',
    lines.map((line, index) => ({ name: `Card ${index}`, quantity: line.quantity, price: line.price })),
    { shippingCost: fee, date: '2025-07-01' },
  );

/** Ids unlike countingIds' (the first save's), as a real allocator never repeats one. */
const freshIds = (): AllocateId => {
  let count = 0;
  return (entity) => `fresh-${entity}-${++count}`;
};

/** The plan, or the refusal's message: a refusal is part of the effect an edit must match. */
function attempt(run: () => LedgerChangeSet): LedgerChangeSet | string {
  try {
    return run();
  } catch (error) {
    if (error instanceof LedgerRefusal) return error.message;
    throw error;
  }
}

/**
 * The collection as a collector sees it: each card's content and lots, whatever the ids the records
 * and the transaction were given (an edit keeps the transaction's, a create makes new ones).
 */
function held(records: LedgerRecords, transactionIds: readonly string[], knownIds: ReadonlySet<string>) {
  const lot = (card: Card) =>
    card.conditionQuantities.map((row) => ({
      ...row,
      transactionId:
        row.transactionId && transactionIds.includes(row.transactionId) ? 'T' : row.transactionId,
    }));
  return [...records.cards.values()]
    .map(({ createdAt: _c, updatedAt: _u, id, ...card }: Card) =>
      JSON.stringify({
        ...card,
        id: knownIds.has(id) ? id : 'new',
        conditionQuantities: lot({ ...card, id } as Card),
      }),
    )
    .sort();
}

/** Each line's money: what the cost bases, fee shares and gains of the edit and the create must agree on. */
const money = (change: LedgerChangeSet) =>
  savedTransaction(change).items.map(({ ledger }) => ({
    proceeds: ledger?.proceeds,
    costBasis: ledger?.costBasis,
    feeShare: ledger?.feeShare,
    realizedGain: ledger?.realizedGain,
  }));

/**
 * Saves `first` on `cards`, then edits it into `second` two ways: planTransactionEdit, and a delete
 * followed by a create. Both must refuse alike or leave the same collection and money; a refused edit
 * leaves the records it was given as they were.
 */
function checkEdit(cards: Card[], first: TransactionDraft, second: TransactionDraft) {
  const before = recordsOf(cards);
  const saved = attempt(() => planTransaction(first, before, countingIds(), NOW));
  if (typeof saved === 'string') return;
  const after = applyChangeSet(before, saved);
  const old = savedTransaction(saved);
  const snapshot = structuredClone(after);
  const edit = attempt(() => planTransactionEdit(old, second, after, freshIds(), NOW));
  const undone = applyChangeSet(after, planTransactionDelete(old, after, NOW));
  const recreated = attempt(() => planTransaction(second, undone, freshIds(), NOW));
  expect(after).toEqual(snapshot);
  if (typeof recreated === 'string' || typeof edit === 'string') {
    expect(edit).toBe(recreated);
    return;
  }
  const known = new Set(cards.map((card) => card.id));
  const ids = [old.id, savedTransaction(recreated).id];
  expect(held(applyChangeSet(after, edit), ids, known)).toEqual(
    held(applyChangeSet(undone, recreated), ids, known),
  );
  expect(money(edit)).toEqual(money(recreated));
  expect(savedTransaction(edit).id).toBe(old.id);
}

describe('editing a transaction', () => {
  it('a sale edited is the sale deleted and the new one recorded; an edit that oversells refuses alike', () => {
    fc.assert(
      fc.property(cardsArbitrary, saleArbitrary, saleArbitrary, (cards, first, second) =>
        checkEdit(cards, sale(first), sale(second)),
      ),
    );
  });

  it('a purchase edited is the purchase deleted and the new one recorded, keeping the cards of lines that stay', () => {
    fc.assert(
      fc.property(cardsArbitrary, purchaseArbitrary, purchaseArbitrary, (cards, first, second) => {
        checkEdit(cards, purchaseDraft(first), purchaseDraft(second));
        const before = recordsOf(cards);
        const saved = planTransaction(purchaseDraft(first), before, countingIds(), NOW);
        const old = savedTransaction(saved);
        const edit = planTransactionEdit(
          old,
          purchaseDraft(second),
          applyChangeSet(before, saved),
          freshIds(),
          NOW,
        );
        const kept = Math.min(first.lines.length, second.lines.length);
        const ids = (change: LedgerChangeSet) =>
          savedTransaction(change)
            .items.slice(0, kept)
            .map((item) => item.ledger?.received[0]?.id);
        expect(ids(edit)).toEqual(ids(saved));
      }),
    );
  });

  it('a sale edited into a purchase is the sale deleted and the purchase recorded', () => {
    fc.assert(
      fc.property(cardsArbitrary, saleArbitrary, purchaseArbitrary, (cards, first, second) =>
        checkEdit(cards, sale(first), purchaseDraft(second)),
      ),
    );
  });
});
