import type { ConditionQuantity } from '../schemas';

export type QuantityLine = Pick<ConditionQuantity, 'quantity' | 'purchasePrice'>;

/** A purchase price is known when recorded, including 0 (a card opened from a pack cost nothing). */
export function isKnownPurchasePrice(price: number | null | undefined): price is number {
  return typeof price === 'number' && Number.isFinite(price);
}

export function totalQuantity(lines: readonly QuantityLine[]): number {
  let total = 0;
  for (const line of lines) total += line.quantity;
  return total;
}

export interface PurchaseTotals {
  /** Copies whose purchase price is known. */
  pricedQuantity: number;
  /** What those copies cost together. */
  pricedCost: number;
}

export function purchaseTotals(lines: readonly QuantityLine[]): PurchaseTotals {
  let pricedQuantity = 0;
  let pricedCost = 0;
  for (const line of lines) {
    if (!isKnownPurchasePrice(line.purchasePrice)) continue;
    pricedQuantity += line.quantity;
    pricedCost += line.purchasePrice * line.quantity;
  }
  return { pricedQuantity, pricedCost };
}

/** Weighted by quantity over the lines with a known price; null when no price is known. */
export function averagePrice(lines: readonly QuantityLine[]): number | null {
  const { pricedQuantity, pricedCost } = purchaseTotals(lines);
  return pricedQuantity > 0 ? pricedCost / pricedQuantity : null;
}
