import type { ConditionQuantity } from '../schemas';
import type { Condition } from '../valueSets';

/** Oldest purchase first; rows without a date after the dated ones; equal dates keep their order. */
function byPurchaseDate(a: { row: ConditionQuantity; index: number }, b: typeof a): number {
  const left = a.row.purchaseDate;
  const right = b.row.purchaseDate;
  if (left !== right) {
    if (left === null) return 1;
    if (right === null) return -1;
    return left < right ? -1 : 1;
  }
  return a.index - b.index;
}

/** How many copies of `condition` the rows hold. */
export function availableCopies(rows: readonly ConditionQuantity[], condition: Condition): number {
  let total = 0;
  for (const row of rows) if (row.condition === condition) total += row.quantity;
  return total;
}

export interface TakenCopies {
  /** The rows left (rows taken to 0 are dropped: a row holds at least one copy). */
  rows: ConditionQuantity[];
  /** Each consumed row with the quantity taken from it, oldest purchase first. */
  entries: ConditionQuantity[];
}

/**
 * Takes `quantity` copies of one condition, oldest purchase first (DESIGN.md, Transactions are a
 * ledger). The caller checks `availableCopies` first; asking for more takes what there is.
 */
export function takeCopies(
  rows: readonly ConditionQuantity[],
  condition: Condition,
  quantity: number,
): TakenCopies {
  const candidates = rows
    .map((row, index) => ({ row, index }))
    .filter(({ row }) => row.condition === condition)
    .sort(byPurchaseDate);
  const left = rows.map((row) => row.quantity);
  const entries: ConditionQuantity[] = [];
  let wanted = quantity;
  for (const { row, index } of candidates) {
    if (wanted === 0) break;
    const taken = Math.min(wanted, row.quantity);
    left[index] = row.quantity - taken;
    entries.push({ ...row, quantity: taken });
    wanted -= taken;
  }
  return {
    rows: rows.flatMap((row, index) => (left[index] ? [{ ...row, quantity: left[index] }] : [])),
    entries,
  };
}

const sameLot = (a: ConditionQuantity, b: ConditionQuantity) =>
  a.condition === b.condition &&
  a.purchasePrice === b.purchasePrice &&
  a.purchaseDate === b.purchaseDate &&
  a.transactionId === b.transactionId;

/** Puts taken copies back: into the row of the same lot (condition, price, date, transaction) or a new row. */
export function restoreCopies(
  rows: readonly ConditionQuantity[],
  entries: readonly ConditionQuantity[],
): ConditionQuantity[] {
  const restored = rows.map((row) => ({ ...row }));
  for (const entry of entries) {
    const lot = restored.find((row) => sameLot(row, entry));
    if (lot) lot.quantity += entry.quantity;
    else restored.push({ ...entry });
  }
  return restored;
}

/** Whether `row` is taken before `entry` by `takeCopies`: an older purchase date (no date comes last). */
const olderThan = (row: ConditionQuantity, entry: ConditionQuantity) =>
  row.purchaseDate !== null && (entry.purchaseDate === null || row.purchaseDate < entry.purchaseDate);

/**
 * Gives back copies `takeCopies` took (a sale deleted or edited): into their lot's row, and a row the
 * take emptied back where it stood — before the rows of its condition taken after it — so the next
 * take chooses the lots it chose before. Appended instead (as `restoreCopies` does), equal purchase
 * dates would be taken in another order on the device, which edited the sale, than on the server,
 * which received the edited sale alone (soak seed 3106675926: a sale edited, then the adjustment whose
 * copies it had sold deleted: the card was gone on the server and not on the device).
 */
export function returnCopies(
  rows: readonly ConditionQuantity[],
  entries: readonly ConditionQuantity[],
): ConditionQuantity[] {
  const returned = rows.map((row) => ({ ...row }));
  // Last taken first: each emptied row goes in front of those taken after it.
  for (const entry of [...entries].reverse()) {
    const lot = returned.find((row) => sameLot(row, entry));
    if (lot) {
      lot.quantity += entry.quantity;
      continue;
    }
    const next = returned.findIndex((row) => row.condition === entry.condition && !olderThan(row, entry));
    returned.splice(next < 0 ? returned.length : next, 0, { ...entry });
  }
  return returned;
}

/** What copies cost: purchase price × quantity, an unknown price counting 0. */
export function costOf(entries: readonly ConditionQuantity[]): number {
  let cost = 0;
  for (const entry of entries) cost += (entry.purchasePrice ?? 0) * entry.quantity;
  return cost;
}
