import { computeGainLoss, type GainLoss } from '../cards/pricing';
import type { SealedProduct } from '../schemas';
import type { GroupMode } from '../valueSets';
import { sealedDefinitionKey } from './definitionKey';

/** One purchase of a grouped row (part 2 §2 "Grouped display fields"). */
export interface PurchaseDetail {
  id: string;
  purchasePrice: number | null;
  purchaseDate: string | null;
  condition: string;
  transactionId: string | null;
}

/** A row of the sealed page: one product (or one product of one transaction, or one instance). */
export interface SealedRow {
  key: string;
  /** The instance the row's actions (edit, delete) act on: its first. */
  first: SealedProduct;
  name: string;
  set: string;
  type: string;
  imageUrl: string;
  status: string;
  totalQuantity: number;
  /** Average of the known purchase prices per unit; null when none is known. */
  averagePrice: number | null;
  purchaseDetails: PurchaseDetail[];
  marketPrice: number | null;
  gainLoss: GainLoss | null;
}

export type SealedPriceOf = (product: SealedProduct) => number | null;

function groupKey(product: SealedProduct, mode: GroupMode): string {
  const productKey = `${product.definitionId || sealedDefinitionKey(product)}|${product.status}`;
  if (mode === 'product') return productKey;
  if (mode === 'transaction') return `${productKey}|${product.transactionId ?? ''}`;
  return product.id;
}

function finish(row: SealedRow, pricedUnits: number, pricedTotal: number): SealedRow {
  row.averagePrice = pricedUnits > 0 ? pricedTotal / pricedUnits : null;
  row.gainLoss = computeGainLoss(row.marketPrice, row.averagePrice, pricedUnits);
  return row;
}

/**
 * The page's rows (part 2 §2): By Product joins a product's instances of one status, By Transaction
 * those of one transaction as well, No Grouping shows each instance. Each row carries totalQuantity,
 * averagePrice and its purchaseDetails, its market price and unrealized gain like a card row.
 */
export function groupSealedProducts(
  products: readonly SealedProduct[],
  mode: GroupMode,
  priceOf: SealedPriceOf,
): SealedRow[] {
  const rows = new Map<string, { row: SealedRow; units: number; total: number }>();
  for (const product of products) {
    const key = groupKey(product, mode);
    let entry = rows.get(key);
    if (!entry) {
      const { name, set, type, imageUrl, status } = product;
      const row: SealedRow = {
        key,
        first: product,
        name,
        set,
        type,
        imageUrl,
        status,
        totalQuantity: 0,
        averagePrice: null,
        purchaseDetails: [],
        marketPrice: priceOf(product),
        gainLoss: null,
      };
      entry = { row, units: 0, total: 0 };
      rows.set(key, entry);
    }
    const { row } = entry;
    row.totalQuantity += product.quantity;
    const { id, purchasePrice, purchaseDate, condition, transactionId } = product;
    row.purchaseDetails.push({ id, purchasePrice, purchaseDate, condition, transactionId });
    if (purchasePrice !== null) {
      entry.units += product.quantity;
      entry.total += purchasePrice * product.quantity;
    }
  }
  return [...rows.values()].map(({ row, units, total }) => finish(row, units, total));
}

export interface SealedFilters {
  search: string;
  type: string;
  status: string;
  condition: string;
}

export const NO_SEALED_FILTERS: SealedFilters = { search: '', type: '', status: '', condition: '' };

/** The instances the search and the type, status and condition filters keep (empty = any). */
export function filterSealedProducts(
  products: readonly SealedProduct[],
  filters: SealedFilters,
): SealedProduct[] {
  const needle = filters.search.trim().toLowerCase();
  return products.filter(
    (product) =>
      (filters.type === '' || product.type === filters.type) &&
      (filters.status === '' || product.status === filters.status) &&
      (filters.condition === '' || product.condition === filters.condition) &&
      (needle === '' ||
        product.name.toLowerCase().includes(needle) ||
        product.set.toLowerCase().includes(needle) ||
        product.type.toLowerCase().includes(needle) ||
        product.notes.toLowerCase().includes(needle)),
  );
}
