import type { ConditionQuantity } from '../../src/domain/schemas';

export interface Printing {
  name: string;
  setCode: string;
  foil: boolean;
  status: string;
}

/** The copy `add-to-collection` merges into: same name and set code (case-insensitive), finish and status. */
export function isSamePrinting(a: Printing, b: Printing): boolean {
  return (
    a.name.trim().toLowerCase() === b.name.trim().toLowerCase() &&
    a.setCode.trim().toLowerCase() === b.setCode.trim().toLowerCase() &&
    a.foil === b.foil &&
    a.status === b.status
  );
}

/** Same condition bought at the same price, on the same day, by the same transaction. */
function isSameLot(a: ConditionQuantity, b: ConditionQuantity): boolean {
  return (
    a.condition === b.condition &&
    (a.purchasePrice ?? null) === (b.purchasePrice ?? null) &&
    (a.purchaseDate ?? null) === (b.purchaseDate ?? null) &&
    (a.transactionId ?? null) === (b.transactionId ?? null)
  );
}

/**
 * Adds one condition entry to a copy's rows: into the row of the same lot (quantity added), else as a
 * new row at the end, so the purchase history of each lot stays readable. The rows given are not changed.
 */
export function mergeConditionEntry(
  rows: readonly ConditionQuantity[],
  entry: ConditionQuantity,
): ConditionQuantity[] {
  const at = rows.findIndex((row) => isSameLot(row, entry));
  if (at === -1) return [...rows, entry];
  return rows.map((row, index) => (index === at ? { ...row, quantity: row.quantity + entry.quantity } : row));
}
