import type { GainLoss } from '../../domain/cards/pricing';
import type { GainLossSortBy } from '../../domain/cards/sorting';
import { formatMoney, formatSignedMoney, formatSignedPercent, shortTransactionId } from '../../domain/format';
import type { ConditionQuantity } from '../../domain/schemas';
import { CARD_COLOR_LABELS, type CardColor } from '../../domain/valueSets';

export interface GainLossTexts {
  /** What the cell shows in the chosen mode. */
  shown: string;
  /** The other mode's value, for the tooltip; empty when there is none. */
  other: string;
  isGain: boolean;
}

/**
 * Part 1 §4: the gain/loss shows percent or dollars, the other value in a tooltip. Dollars are the
 * row's whole unrealized amount (per copy times the copies with a known price). Copies that cost
 * nothing have no percentage: both modes then show dollars.
 */
export function gainLossTexts(gainLoss: GainLoss, mode: GainLossSortBy): GainLossTexts {
  const dollars = formatSignedMoney(gainLoss.amount);
  if (gainLoss.percent === null) return { shown: dollars, other: '', isGain: gainLoss.isGain };
  const percent = formatSignedPercent(gainLoss.percent);
  return mode === 'percent'
    ? { shown: percent, other: dollars, isGain: gainLoss.isGain }
    : { shown: dollars, other: percent, isGain: gainLoss.isGain };
}

export function marketPriceText(price: number | null): string {
  return price === null ? '—' : formatMoney(price);
}

/** Colour as shown: "Red"; an unknown stored value as it is. */
export function colorLabel(color: string): string {
  return CARD_COLOR_LABELS[color as CardColor] ?? color;
}

/** One condition line: quantity, condition, purchase price and the transaction's last 8 characters. */
export interface ConditionLineParts {
  quantity: string;
  condition: string;
  price: string | null;
  transaction: string | null;
}

export function conditionLineParts(line: ConditionQuantity): ConditionLineParts {
  const transaction = shortTransactionId(line.transactionId);
  return {
    quantity: `${line.quantity}×`,
    condition: line.condition,
    price: line.purchasePrice === null ? null : formatMoney(line.purchasePrice),
    transaction: transaction === '' ? null : transaction,
  };
}

/** The line as one text, for accessible names and narrow cells. */
export function conditionLineText(line: ConditionQuantity): string {
  const parts = conditionLineParts(line);
  return [
    `${parts.quantity} ${parts.condition}`,
    parts.price ? `@ ${parts.price}` : null,
    parts.transaction ? `tx ${parts.transaction}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
