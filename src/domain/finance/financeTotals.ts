import { isKnownPurchasePrice } from '../cards/totals';

/** Running totals of one kind of item (cards or sealed products) for the finance record. */
export class FinanceTotals {
  /** Copies counted. */
  items = 0;
  /** Cost of the copies with a known purchase price. */
  purchaseValue = 0;
  /** Market value of the copies with a market price. */
  marketValue = 0;
  /** Market minus cost over copies with both prices. */
  profitLoss = 0;
  /** Cost of the copies with both prices: what the profit/loss percentage is taken against. */
  profitLossBase = 0;
  withMarketPrice = 0;
  withoutMarketPrice = 0;

  add(quantity: number, purchasePrice: number | null | undefined, marketPrice: number | null): void {
    this.items += quantity;
    const known = isKnownPurchasePrice(purchasePrice);
    if (known) this.purchaseValue += purchasePrice * quantity;
    if (marketPrice === null) {
      this.withoutMarketPrice += quantity;
      return;
    }
    this.withMarketPrice += quantity;
    this.marketValue += marketPrice * quantity;
    if (!known) return;
    this.profitLoss += (marketPrice - purchasePrice) * quantity;
    this.profitLossBase += purchasePrice * quantity;
  }
}

/** Sums of dollar amounts, rounded to cents so float drift over many items never shows. */
export function roundMoney(value: number): number {
  return Math.round(value * 100) / 100 || 0;
}

/** `part` of `whole` in percentage points; 0 when the whole is 0. */
export function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : (part / whole) * 100;
}
