import { type ChangeSet, combined, rowChange } from '../changeSet';
import { PlanRefused } from '../locations/place';
import type { Card, ConditionQuantity } from '../schemas/card';
import { certificateProblem } from './certificate';
import type { GradeCopy } from './schema';
import { GRADING_TEXTS } from './texts';

/** The card fields the plan copies and reads. */
export type GradableCard = Card;

const copies = (card: Pick<Card, 'conditionQuantities'>) =>
  card.conditionQuantities.reduce((sum, line) => sum + line.quantity, 0);

/** The lot a copy of `condition` is taken from: the oldest dated first, undated last, then row order. */
function oldestLot(lines: readonly ConditionQuantity[], condition: string): number {
  let best = -1;
  lines.forEach((line, index) => {
    if (line.condition !== condition) return;
    if (best === -1) best = index;
    else if (line.purchaseDate !== null) {
      const current = lines[best]?.purchaseDate ?? null;
      if (current === null || line.purchaseDate < current) best = index;
    }
  });
  return best;
}

/** The taken copy's cost basis plus the fee: grading is part of what the slab cost (ledger README). */
function gradedCost(price: number | null, fee: number | null): number | null {
  if (price === null && fee === null) return null;
  return Math.round(((price ?? 0) + (fee ?? 0)) * 100) / 100;
}

export interface GradePlan {
  changes: ChangeSet;
  /** The graded copy as written: the card itself, or the new card. */
  graded: GradableCard;
}

/**
 * Grades one copy of `input.condition` (issue 25). A card holding just that copy is graded in place
 * (it keeps its id, place and ledger links); otherwise the copy leaves its lot for a new card
 * `input.gradedId` of quantity 1, and the change set lists the card (the call's subject) and the new
 * one. `others` are the user's cards, for the certificate's uniqueness. Refusals throw PlanRefused.
 */
export function planGradeCopy(
  card: GradableCard,
  input: GradeCopy,
  others: readonly GradableCard[],
  now: string,
): GradePlan {
  if (card.grading) throw new PlanRefused(GRADING_TEXTS.alreadyGraded);
  const lotIndex = oldestLot(card.conditionQuantities, input.condition);
  const lot = card.conditionQuantities[lotIndex];
  if (!lot) throw new PlanRefused(GRADING_TEXTS.noCopyInCondition);
  const taken = certificateProblem(input.grading, others);
  if (taken) throw new PlanRefused(taken);
  const line: ConditionQuantity = {
    ...lot,
    quantity: 1,
    purchasePrice: gradedCost(lot.purchasePrice, input.grading.fee),
  };
  delete line.marketPrice;
  if (copies(card) === 1) {
    const graded = { ...card, grading: input.grading, conditionQuantities: [line], updatedAt: now };
    return { changes: rowChange('cards', graded, 'update'), graded };
  }
  const rest = card.conditionQuantities
    .map((entry, index) => (index === lotIndex ? { ...entry, quantity: entry.quantity - 1 } : entry))
    .filter((entry) => entry.quantity > 0);
  const raw = { ...card, conditionQuantities: rest, updatedAt: now };
  const graded = gradedCopyOf(card, input, line, now);
  return {
    changes: combined(rowChange('cards', raw, 'update'), rowChange('cards', graded, 'create')),
    graded,
  };
}

/** The new card: the printing of `card`, one copy, graded; filed nowhere (the slab is a new object). */
function gradedCopyOf(
  card: GradableCard,
  input: GradeCopy,
  line: ConditionQuantity,
  now: string,
): GradableCard {
  const { locationId: _l, page: _p, slot: _s, ...printing } = card;
  return {
    ...printing,
    id: input.gradedId,
    marketPrice: null,
    notes: '',
    conditionQuantities: [line],
    grading: input.grading,
    createdAt: now,
    updatedAt: now,
  };
}
