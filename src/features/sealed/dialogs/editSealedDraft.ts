import { formatAmountInput } from '../../../domain/format';
import type { SealedEditDraft, SealedProduct } from '../../../domain/schemas';
import { type Condition, SEALED_CONDITIONS, SEALED_TYPES } from '../../../domain/valueSets';

/** The Edit Sealed Product form filled from the product (text fields as text). */
export function draftFromProduct(product: SealedProduct): SealedEditDraft {
  return {
    name: product.name,
    type: product.type as SealedEditDraft['type'],
    set: product.set,
    releaseDate: product.releaseDate ?? '',
    quantity: String(product.quantity),
    condition: product.condition,
    status: product.status,
    purchasePrice: product.purchasePrice === null ? '' : formatAmountInput(product.purchasePrice),
    purchaseDate: product.purchaseDate ?? '',
    imageUrl: product.imageUrl,
    notes: product.notes,
  };
}

/** Part 2 §9's sealed conditions, plus the product's own when it came from another list (a trade). */
export function sealedConditionOptions(current: Condition): readonly Condition[] {
  const listed = SEALED_CONDITIONS as readonly Condition[];
  return listed.includes(current) ? listed : [...listed, current];
}

/** The product types of part 2 §9, plus a stored one outside them, so opening the form changes nothing. */
export function sealedTypeOptions(current: string): readonly string[] {
  const listed = SEALED_TYPES as readonly string[];
  return listed.includes(current) ? listed : [...listed, current];
}
