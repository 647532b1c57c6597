import type { LineLedger, Transaction, TransactionDraft, TransactionLine } from '../schemas';
import { type AllocateId, type LedgerChangeSet, type LedgerRecords, LedgerWorkspace } from './changeSet';
import { LEDGER_TEXTS, LedgerRefusal } from './ledgerRefusal';
import { type Direction, lineDirection } from './lineDirection';
import { receiveItems } from './receiveItems';
import { spreadByWeight } from './spreadByWeight';
import { takeFromRecord } from './takeFromRecord';

const lineValue = (item: TransactionDraft['items'][number]) => item.price * item.quantity;

/**
 * Which lines carry the fees: a sale's lines and a trade's given side (what earned them, by proceeds
 * share), a purchase's lines (added to what the copies cost, by price share). Openings and
 * adjustments move no money.
 */
function carriesFees(type: TransactionDraft['type'], direction: Direction): boolean {
  if (type === 'sale' || type === 'purchase') return true;
  return type === 'trade' && direction === 'out';
}

/**
 * Copies that leave for good realize their gain: a sale's and a trade's given side for what they
 * brought in, an adjustment's removals (lost, damaged, counted down) as a loss of their cost basis.
 * An opening's sealed product does not: its cost moves on to what was pulled.
 */
const realizes = (type: TransactionDraft['type']) => type === 'sale' || type === 'trade';
const realizesLoss = (type: TransactionDraft['type']) => realizes(type) || type === 'adjustment';

/**
 * A transaction's change set (DESIGN.md, Transactions are a ledger; README.md beside this file).
 * Lines that take items out are applied first, so an opening knows the cost it spreads over what
 * arrives; then lines that bring items in, in input order, each calling `allocateId` per record made.
 * Throws a `LedgerRefusal` when the collection cannot satisfy the draft; `current` is never changed.
 */
export function planTransaction(
  draft: TransactionDraft,
  current: LedgerRecords,
  allocateId: AllocateId,
  now: string,
): LedgerChangeSet {
  refuseShapeOf(draft);
  const transactionId = allocateId('transactions');
  const work = new LedgerWorkspace(current, now);
  return work.toChangeSet(applyDraft(work, draft, transactionId, allocateId), null);
}

/** What no collection can satisfy: a draft without lines, or fees on a type that moves no money. */
export function refuseShapeOf(draft: TransactionDraft): void {
  if (draft.items.length === 0) throw new LedgerRefusal(400, LEDGER_TEXTS.noItems, 'items');
  const fees = draft.platformFee + draft.shippingCost + draft.taxAmount;
  if ((draft.type === 'opening' || draft.type === 'adjustment') && fees > 0) {
    throw new LedgerRefusal(400, LEDGER_TEXTS.noMoney, 'platformFee');
  }
}

/**
 * Applies the draft's effect to the workspace (a new transaction's, or an edit's after the old effect
 * was reversed) and answers the transaction row, stamped with the workspace's time.
 */
export function applyDraft(
  work: LedgerWorkspace,
  draft: TransactionDraft,
  transactionId: string,
  allocateId: AllocateId,
): Transaction {
  const { type, items } = draft;
  const fees = draft.platformFee + draft.shippingCost + draft.taxAmount;
  const directions = items.map((item, index) => lineDirection(type, item, index));
  const withFees = directions.map((direction) => carriesFees(type, direction));
  const feeShares = spreadByWeight(
    fees,
    items.map((item, index) => (withFees[index] ? lineValue(item) : 0)),
    withFees.map((carries) => (carries ? 1 : 0)),
  );

  const ledgers: LineLedger[] = new Array(items.length);
  items.forEach((item, index) => {
    if (directions[index] !== 'out') return;
    const { taken, costBasis } = takeFromRecord(work, draft, item, index);
    const feeShare = feeShares[index] ?? 0;
    const proceeds = realizes(type) ? lineValue(item) : 0;
    const realizedGain = realizesLoss(type) ? proceeds - costBasis - feeShare : 0;
    ledgers[index] = { direction: 'out', proceeds, costBasis, feeShare, realizedGain, received: [], taken };
  });

  const unitCosts = arrivalCosts(draft, directions, ledgers, feeShares);
  const arrival = { work, draft, transactionId, allocateId, sealedUnits: 0 };
  items.forEach((item, index) => {
    if (directions[index] !== 'in') return;
    const unitCost = unitCosts[index] ?? null;
    const received = receiveItems(arrival, item, index, unitCost);
    const costBasis = (unitCost ?? 0) * item.quantity;
    const feeShare = feeShares[index] ?? 0;
    ledgers[index] = {
      direction: 'in',
      proceeds: 0,
      costBasis,
      feeShare,
      realizedGain: 0,
      received,
      taken: null,
    };
  });

  const lines: TransactionLine[] = items.map((item, index) => ({ ...item, ledger: ledgers[index] }));
  return transactionRow(draft, transactionId, lines, work.now);
}

/**
 * What one arriving unit is booked at: a purchase's price plus its share of the fees; a trade's
 * received value; an opening's share of what the opened products cost, by the pulled items' market
 * value (equal per copy where none is known); nothing for an adjustment.
 */
function arrivalCosts(
  draft: TransactionDraft,
  directions: Direction[],
  ledgers: LineLedger[],
  feeShares: number[],
): Array<number | null> {
  const { type, items } = draft;
  if (type === 'adjustment') return items.map(() => null);
  if (type !== 'opening') {
    return items.map(
      (item, index) => item.price + (type === 'purchase' ? (feeShares[index] ?? 0) / item.quantity : 0),
    );
  }
  const openedCost = ledgers.reduce((sum, ledger) => sum + (ledger?.costBasis ?? 0), 0);
  const arriving = (index: number) => directions[index] === 'in';
  const shares = spreadByWeight(
    openedCost,
    items.map((item, index) => (arriving(index) ? (item.marketPrice ?? 0) * item.quantity : 0)),
    items.map((item, index) => (arriving(index) ? item.quantity : 0)),
  );
  return items.map((item, index) => (shares[index] ?? 0) / item.quantity);
}

function transactionRow(
  draft: TransactionDraft,
  id: string,
  items: TransactionLine[],
  now: string,
): Transaction {
  const counted = draft.type === 'trade' ? items.filter((item) => item.isReceived) : items;
  const totalValue = counted.reduce((sum, item) => sum + lineValue(item), 0);
  return { ...draft, id, items, timestamp: now, totalValue, createdAt: now, updatedAt: now };
}
