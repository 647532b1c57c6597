import type { Location } from '../locations/schema';
import type { Card, MarketPrice, SealedProduct, Transaction } from '../schemas';
import type { Want } from '../wants/schema';

/**
 * What makes two records "the same" for a restore, without their ids: restoring a file a second time
 * finds every record already there by these and adds nothing (issue 14). Ids are left out because a
 * restored record gets a new one; references (transaction ids on cards, card ids on transaction lines)
 * are left out because they point at those new ids.
 */
const join = (parts: readonly unknown[]) => JSON.stringify(parts);

export function cardFingerprint(card: Card): string {
  return join([
    card.name,
    card.set,
    card.setCode,
    card.foil,
    card.status,
    card.notes,
    card.conditionQuantities.map((row) => [row.condition, row.quantity, row.purchasePrice, row.purchaseDate]),
    // A slab is not its raw twin; a raw card's fingerprint stays what it was before grading existed.
    ...(card.grading ? [[card.grading.grader, card.grading.grade, card.grading.certificate]] : []),
  ]);
}

export function sealedFingerprint(product: SealedProduct): string {
  return join([
    product.name,
    product.set,
    product.type,
    product.condition,
    product.quantity,
    product.purchasePrice,
    product.purchaseDate,
    product.status,
    product.notes,
  ]);
}

export function transactionFingerprint(transaction: Transaction): string {
  return join([
    transaction.type,
    transaction.date,
    transaction.timestamp,
    transaction.totalValue,
    transaction.notes,
    transaction.items.map((item) => [
      item.itemType,
      item.name,
      item.set,
      item.condition,
      item.quantity,
      item.price,
    ]),
  ]);
}

/** One price per product, condition and finish in a collection: an existing price is kept. */
export function marketPriceFingerprint(price: MarketPrice): string {
  return join([price.productType, price.productKey, price.condition, price.foil]);
}

/** A location is the same one by name (as a collector reads it), kind and size: filed copies keep their slots. */
export function locationFingerprint(location: Location): string {
  return join([
    location.name.trim().toLocaleLowerCase(),
    location.kind,
    location.pages,
    location.slotsPerPage,
  ]);
}

/** A want is matched within the list it lands on (the caller compares wants of one list only). */
export function wantFingerprint(want: Want): string {
  return join([
    want.name.trim().toLocaleLowerCase(),
    want.setCode,
    want.collectorNumber,
    want.finish,
    want.quantity,
    want.maxPrice,
    want.priority,
    want.note,
  ]);
}
