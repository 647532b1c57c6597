import { parseLocaleNumber } from '../../../domain/format';
import { DEFAULT_TRADE_PARTNER } from '../../../domain/limits';
import type { TransactionInput } from '../../../domain/schemas';
import type { TradeValueSource } from '../../../domain/valueSets';
import type { DraftItem } from '../wizard/wizardDraft';

export type TradeSide = 'given' | 'received';

/** One line of the trade: the item, its side, and one unit's value with where that value came from. */
export interface TradeLine {
  key: string;
  side: TradeSide;
  item: DraftItem;
  value: number;
  valueSource: TradeValueSource;
}

/**
 * A line's starting value (part 2 §4): the market price when one is found, else an estimate (what the
 * copies cost for a given line, 0 for one received). A manual edit makes it agreed.
 */
export function initialValue(
  market: number | null,
  estimate: number,
): Pick<TradeLine, 'value' | 'valueSource'> {
  if (market !== null && market > 0) return { value: market, valueSource: 'market' };
  return { value: Math.max(0, estimate), valueSource: 'estimated' };
}

/** A typed value: 0 or more makes it agreed; anything else is refused (null). */
export function agreedValue(text: string): Pick<TradeLine, 'value' | 'valueSource'> | null {
  if (text.trim() === '') return null;
  const value = parseLocaleNumber(text);
  return Number.isFinite(value) && value >= 0 ? { value, valueSource: 'agreed' } : null;
}

export interface TradeTotals {
  given: number;
  received: number;
  /** Received − given: what the trade gains (the financial impact of part 2 §9). */
  difference: number;
}

export function tradeTotals(lines: readonly TradeLine[]): TradeTotals {
  let given = 0;
  let received = 0;
  for (const line of lines) {
    const amount = line.value * line.item.quantity;
    if (line.side === 'given') given += amount;
    else received += amount;
  }
  return { given, received, difference: received - given };
}

/** Create Trade is enabled only with items on both sides (part 2 §5). */
export function bothSidesFilled(lines: readonly TradeLine[]): boolean {
  return lines.some((line) => line.side === 'given') && lines.some((line) => line.side === 'received');
}

/** The trade as the ledger's input: the date given (today), no fees, each line at its trade value (part 2 §9). */
export function tradeInput(
  lines: readonly TradeLine[],
  fields: { collectionId: string; date: string; tradePartner: string; notes: string },
): TransactionInput {
  return {
    collectionId: fields.collectionId,
    type: 'trade',
    date: fields.date,
    // Part 2 §5: the partner is "Unknown" when left empty.
    tradePartner: fields.tradePartner.trim() || DEFAULT_TRADE_PARTNER,
    notes: fields.notes,
    items: lines.map((line) => ({
      ...line.item,
      price: line.value,
      valueSource: line.valueSource,
      isGiven: line.side === 'given' ? true : undefined,
      isReceived: line.side === 'received' ? true : undefined,
    })),
  };
}
