import { roundMoney } from '../finance/financeTotals';
import { CONDITIONS } from '../valueSets';
import { matchKey } from './matchKey';

/** Copies of a card name kept before any is spare: a playset, or one for a singleton format. */
export const PLAYSET_KEEP = 4;
export const SINGLETON_KEEP = 1;

/** A copy as the trade binder reads it, its market price (display currency) resolved by the caller. */
export interface TradeCopy {
  name: string;
  setCode: string;
  /** The printing's number when the catalogue knows it; '' otherwise. */
  collectorNumber?: string;
  foil: boolean;
  status?: string;
  conditionQuantities: readonly { condition: string; quantity: number }[];
  unitPrice: number | null;
}

/** Copies the collector could trade away: one printing, finish and condition. */
export interface TradeSpare {
  name: string;
  setCode: string;
  collectorNumber: string;
  foil: boolean;
  condition: string;
  quantity: number;
  /** Market price of one, in the display currency; null when unknown. */
  unitPrice: number | null;
}

/** How many of a card name to keep: one count for all, or per name (a per-card override). */
export type KeepCount = number | ((name: string) => number);

interface Line {
  copy: TradeCopy;
  condition: string;
  quantity: number;
}

const rankOf = (condition: string) => {
  const rank = (CONDITIONS as readonly string[]).indexOf(condition);
  return rank === -1 ? CONDITIONS.length : rank;
};
/** Kept first: the best condition, then the cheaper copy (the valuable duplicate is the one to trade). */
const keptFirst = (a: Line, b: Line) =>
  rankOf(a.condition) - rankOf(b.condition) || (a.copy.unitPrice ?? 0) - (b.copy.unitPrice ?? 0);

/**
 * The trade binder (issue 26): per card name, the copies beyond `keep` (across printings and
 * finishes), keeping the best-conditioned ones. Copies that are wants own nothing. Spares of one
 * printing, finish and condition are one entry; by name, then set.
 */
export function tradeSpares(copies: readonly TradeCopy[], keep: KeepCount): TradeSpare[] {
  const byName = new Map<string, Line[]>();
  for (const copy of copies) {
    if (copy.status === 'want') continue;
    const lines = byName.get(matchKey(copy.name)) ?? [];
    for (const { condition, quantity } of copy.conditionQuantities) lines.push({ copy, condition, quantity });
    byName.set(matchKey(copy.name), lines);
  }
  const spares = new Map<string, TradeSpare>();
  for (const lines of byName.values()) {
    const first = lines[0];
    if (!first) continue;
    let toKeep = Math.max(0, typeof keep === 'number' ? keep : keep(first.copy.name));
    for (const line of lines.sort(keptFirst)) {
      const kept = Math.min(toKeep, line.quantity);
      toKeep -= kept;
      if (line.quantity > kept) addSpare(spares, line, line.quantity - kept);
    }
  }
  return [...spares.values()].sort(
    (a, b) =>
      a.name.localeCompare(b.name) ||
      a.setCode.localeCompare(b.setCode) ||
      rankOf(a.condition) - rankOf(b.condition),
  );
}

function addSpare(spares: Map<string, TradeSpare>, { copy, condition }: Line, quantity: number): void {
  const collectorNumber = copy.collectorNumber ?? '';
  const key = [
    matchKey(copy.name),
    copy.setCode.toLowerCase(),
    collectorNumber,
    copy.foil,
    condition,
    copy.unitPrice,
  ].join('|');
  const spare = spares.get(key);
  if (spare) spare.quantity += quantity;
  else
    spares.set(key, {
      name: copy.name,
      setCode: copy.setCode,
      collectorNumber,
      foil: copy.foil,
      condition,
      quantity,
      unitPrice: copy.unitPrice,
    });
}

/** What the spares are worth together, and how many have no price (left out of the total). */
export function tradeValue(spares: readonly TradeSpare[]): { total: number; unpriced: number } {
  let total = 0;
  let unpriced = 0;
  for (const spare of spares) {
    if (spare.unitPrice === null) unpriced += spare.quantity;
    else total += spare.unitPrice * spare.quantity;
  }
  return { total: roundMoney(total), unpriced };
}
