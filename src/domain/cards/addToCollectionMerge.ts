import type { Card, ConditionQuantity } from '../schemas';

/** What makes two copies "the same printing" for `POST /cards/add-to-collection`. */
export interface PrintingIdentity {
  name: string;
  setCode: string;
  foil: boolean;
  /** have or want; a string so the server's rows fit as they come from the database. */
  status: string;
}

/** Only the fields that name a printing, of a card or a card payload. */
export const printingOf = ({ name, setCode, foil, status }: PrintingIdentity): PrintingIdentity => ({
  name,
  setCode,
  foil,
  status,
});

/**
 * `POST /cards/add-to-collection` merges into a copy of the same printing: same name and set code
 * ignoring case and outer spaces, same finish and status. The server (server/cards/mutations.ts) and
 * the device's quick add (src/db/cards/quickAddCard.ts) both use these functions, so they agree.
 */
export function isSamePrinting(a: PrintingIdentity, b: PrintingIdentity): boolean {
  return (
    a.name.trim().toLowerCase() === b.name.trim().toLowerCase() &&
    a.setCode.trim().toLowerCase() === b.setCode.trim().toLowerCase() &&
    a.foil === b.foil &&
    a.status === b.status
  );
}

/** One lot: the same condition bought at the same price, on the same day, by the same transaction. */
export function isSameLot(a: ConditionQuantity, b: ConditionQuantity): boolean {
  return (
    a.condition === b.condition &&
    (a.purchasePrice ?? null) === (b.purchasePrice ?? null) &&
    (a.purchaseDate ?? null) === (b.purchaseDate ?? null) &&
    (a.transactionId ?? null) === (b.transactionId ?? null)
  );
}

/** The entry added into the row of its lot (quantities summed), else appended as a new row. */
export function mergeConditionEntry(
  rows: readonly ConditionQuantity[],
  entry: ConditionQuantity,
): ConditionQuantity[] {
  const at = rows.findIndex((row) => isSameLot(row, entry));
  if (at === -1) return [...rows, entry];
  return rows.map((row, index) => (index === at ? { ...row, quantity: row.quantity + entry.quantity } : row));
}

/** Code-point order, like PostgreSQL's comparison of uuids and ISO timestamps. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The copy `add-to-collection` merges into: the oldest of the same printing (by createdAt, then id).
 * The one rule of the server's card handlers (server/cards/addCards.ts, for one call or a push
 * batch's run), the device's quick add and the sync test double. `createdAt` must be text
 * that sorts as the time does (ISO on the device; microsecond text from PostgreSQL on the server).
 */
export function oldestSamePrinting<C extends PrintingIdentity & Pick<Card, 'createdAt' | 'id'>>(
  candidates: readonly C[],
  printing: PrintingIdentity,
): C | undefined {
  return candidates
    .filter((candidate) => isSamePrinting(candidate, printing))
    .sort((a, b) => compareText(a.createdAt, b.createdAt) || compareText(a.id, b.id))[0];
}
