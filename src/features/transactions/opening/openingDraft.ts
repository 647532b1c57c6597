import type { SealedProduct, TransactionInput } from '../../../domain/schemas';
import type { DraftItem } from '../wizard/wizardDraft';

/** Quick quantities a pulled card is added with (part 2's opening: "quick quantities"). */
export const QUICK_QUANTITIES = [1, 2, 4] as const;

/** The opened product's line: one unit leaves the collection, in its condition. */
export function openedLine(product: SealedProduct): DraftItem {
  return {
    itemType: 'sealed_product',
    id: product.id,
    name: product.name,
    set: product.set,
    type: product.type,
    productType: product.type,
    definitionId: product.definitionId,
    condition: product.condition,
    quantity: 1,
    price: 0,
  };
}

/** Adds `quantity` of a pulled card: onto its line when the same printing and condition is already there. */
export function addPulled(pulled: readonly DraftItem[], card: DraftItem, quantity: number): DraftItem[] {
  const same = (item: DraftItem) =>
    item.name === card.name &&
    item.set === card.set &&
    item.condition === card.condition &&
    !!item.foil === !!card.foil;
  const at = pulled.findIndex(same);
  if (at < 0) return [...pulled, { ...card, quantity }];
  return pulled.map((item, index) => (index === at ? { ...item, quantity: item.quantity + quantity } : item));
}

/**
 * The opening transaction: the product leaves, the pulled cards arrive booked at a share of what it
 * cost, by market value (the ledger spreads it; part 2 / DESIGN.md "Transactions are a ledger").
 */
export function openingInput(
  product: SealedProduct,
  pulled: readonly DraftItem[],
  date: string,
): TransactionInput {
  return {
    collectionId: product.collectionId,
    type: 'opening',
    date,
    items: [openedLine(product), ...pulled.map((item) => ({ ...item, price: 0 }))],
  };
}
