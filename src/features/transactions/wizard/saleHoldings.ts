import { CARD_SEARCH_RESULTS_SHOWN, SEARCH_MIN_CHARS } from '../../../domain/limits';
import type { Card, SealedProduct } from '../../../domain/schemas';
import type { Condition } from '../../../domain/valueSets';
import type { DraftItem } from './wizardDraft';

/** Something the collection holds that a sale can take from: one card or one sealed instance. */
export interface Holding {
  itemType: 'card' | 'sealed_product';
  id: string;
  name: string;
  set: string;
  setCode: string;
  foil: boolean;
  rarity?: Card['rarity'];
  type: string;
  imageUrl: string;
  definitionId: string | null;
  /** Copies per condition, before the draft. */
  byCondition: Partial<Record<Condition, number>>;
  /** Average purchase price of one copy per condition (known prices only): a trade's estimated value. */
  unitCost: Partial<Record<Condition, number>>;
  /** Where a filed card copy is (issue 25's "where is it" in the sale step). */
  place?: Pick<Card, 'locationId' | 'page' | 'slot'>;
  /** A graded copy's slab, so the sale step says which copy leaves ("PSA 9"). */
  grading?: Card['grading'];
}

function averages(
  rows: readonly { condition: Condition; quantity: number; price: number | null }[],
): Partial<Record<Condition, number>> {
  const sums: Partial<Record<Condition, { total: number; count: number }>> = {};
  for (const row of rows) {
    if (row.price === null) continue;
    const sum = sums[row.condition] ?? { total: 0, count: 0 };
    sum.total += row.price * row.quantity;
    sum.count += row.quantity;
    sums[row.condition] = sum;
  }
  const result: Partial<Record<Condition, number>> = {};
  for (const [condition, sum] of Object.entries(sums) as [Condition, { total: number; count: number }][]) {
    if (sum.count > 0) result[condition] = sum.total / sum.count;
  }
  return result;
}

export function cardHolding(card: Card): Holding {
  const byCondition: Partial<Record<Condition, number>> = {};
  for (const row of card.conditionQuantities) {
    byCondition[row.condition] = (byCondition[row.condition] ?? 0) + row.quantity;
  }
  return {
    itemType: 'card',
    id: card.id,
    name: card.name,
    set: card.set,
    setCode: card.setCode,
    foil: card.foil,
    rarity: card.rarity,
    type: card.type,
    imageUrl: card.imageUrl,
    definitionId: null,
    byCondition,
    unitCost: averages(card.conditionQuantities.map((row) => ({ ...row, price: row.purchasePrice ?? null }))),
    ...(card.locationId ? { place: { locationId: card.locationId, page: card.page, slot: card.slot } } : {}),
    ...(card.grading ? { grading: card.grading } : {}),
  };
}

export function sealedHolding(product: SealedProduct): Holding {
  return {
    itemType: 'sealed_product',
    id: product.id,
    name: product.name,
    set: product.set,
    setCode: '',
    foil: false,
    type: product.type,
    imageUrl: product.imageUrl,
    definitionId: product.definitionId,
    byCondition: { [product.condition]: product.quantity },
    unitCost: averages([{ condition: product.condition, quantity: 1, price: product.purchasePrice ?? null }]),
  };
}

/** What is left of `holding` in `condition` once the draft's lines taking from it are counted. */
export function availableFor(holding: Holding, condition: Condition, draft: readonly DraftItem[]): number {
  const held = holding.byCondition[condition] ?? 0;
  const drafted = draft
    .filter((item) => item.id === holding.id && item.condition === condition)
    .reduce((sum, item) => sum + item.quantity, 0);
  return Math.max(0, held - drafted);
}

/** The holding's conditions with copies left after the draft, and how many. */
export function availableConditions(
  holding: Holding,
  draft: readonly DraftItem[],
): { condition: Condition; available: number }[] {
  return (Object.keys(holding.byCondition) as Condition[])
    .map((condition) => ({ condition, available: availableFor(holding, condition, draft) }))
    .filter((entry) => entry.available > 0);
}

/**
 * The sale search (part 2 §5): from 2 characters, what the collection holds whose name or set holds the
 * text, with the draft's quantities subtracted (holdings with nothing left drop out), at most 10
 * (the trade's given side asks for 20).
 */
export function searchHoldings(
  holdings: readonly Holding[],
  query: string,
  draft: readonly DraftItem[],
  limit: number = CARD_SEARCH_RESULTS_SHOWN,
): Holding[] {
  const needle = query.trim().toLowerCase();
  if (needle.length < SEARCH_MIN_CHARS) return [];
  const found: Holding[] = [];
  for (const holding of holdings) {
    if (found.length >= limit) break;
    const matches = holding.name.toLowerCase().includes(needle) || holding.set.toLowerCase().includes(needle);
    if (matches && availableConditions(holding, draft).length > 0) found.push(holding);
  }
  return found;
}

/** A typed sale quantity capped on input to what is available (part 2 §5); at least 1. */
export function capSaleQuantity(typed: number, available: number): number {
  if (!Number.isFinite(typed)) return 1;
  return Math.max(1, Math.min(Math.trunc(typed), Math.max(available, 1)));
}
