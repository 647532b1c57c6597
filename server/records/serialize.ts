import type { Location } from '../../src/domain/locations/schema';
import type {
  Card,
  Collection,
  MarketPrice,
  SealedDefinition,
  SealedProduct,
  Transaction,
} from '../../src/domain/schemas';
import type { Want } from '../../src/domain/wants/schema';
import type {
  cards,
  collections,
  locations,
  marketPrices,
  sealedDefinitions,
  sealedProducts,
  transactions,
  wants,
} from '../db/schema';

/**
 * Row → API record, one function per entity. REST answers and the change feed both use these, so a
 * record pulled from the feed is exactly what the REST call answered.
 */

export const iso = (date: Date) => date.toISOString();

export function toCollection(row: typeof collections.$inferSelect): Collection {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    isDefault: row.isDefault,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function toCard(row: typeof cards.$inferSelect): Card {
  return {
    id: row.id,
    collectionId: row.collectionId,
    name: row.name,
    set: row.set,
    setCode: row.setCode,
    color: row.color as Card['color'],
    type: row.type,
    rarity: row.rarity as Card['rarity'],
    status: row.status as Card['status'],
    manaCost: row.manaCost,
    imageUrl: row.imageUrl,
    foil: row.foil,
    notes: row.notes,
    marketPrice: row.marketPrice,
    tcgplayer_id: row.tcgplayerId,
    conditionQuantities: row.conditionQuantities,
    ...placeOf(row),
    ...(row.grading ? { grading: row.grading } : {}),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function toSealedDefinition(row: typeof sealedDefinitions.$inferSelect): SealedDefinition {
  return {
    id: row.id,
    name: row.name,
    set: row.set,
    type: row.type as SealedDefinition['type'],
    description: row.description,
    releaseDate: row.releaseDate,
    imageUrl: row.imageUrl,
    isActive: row.isActive,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** An instance with its definition's name, set, type, release date and image joined in. */
export function toSealedProduct(
  row: typeof sealedProducts.$inferSelect,
  definition: typeof sealedDefinitions.$inferSelect | undefined,
): SealedProduct {
  return {
    id: row.id,
    collectionId: row.collectionId,
    definitionId: row.definitionId,
    condition: row.condition as SealedProduct['condition'],
    purchasePrice: row.purchasePrice,
    purchaseDate: row.purchaseDate,
    transactionId: row.transactionId,
    status: row.status as SealedProduct['status'],
    notes: row.notes,
    quantity: row.quantity,
    name: definition?.name ?? '',
    set: definition?.set ?? '',
    type: definition?.type ?? '',
    releaseDate: definition?.releaseDate ?? null,
    imageUrl: definition?.imageUrl ?? '',
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function toMarketPrice(row: typeof marketPrices.$inferSelect): MarketPrice {
  return {
    id: row.id,
    collectionId: row.collectionId,
    productType: row.productType as MarketPrice['productType'],
    productKey: row.productKey,
    marketPrice: row.marketPrice,
    notes: row.notes,
    condition: row.condition as MarketPrice['condition'],
    foil: row.foil,
    lastUpdated: iso(row.updatedAt),
  };
}

export function toTransaction(row: typeof transactions.$inferSelect): Transaction {
  return {
    id: row.id,
    collectionId: row.collectionId,
    type: row.type as Transaction['type'],
    date: row.date,
    items: row.items,
    notes: row.notes,
    tradePartner: row.tradePartner,
    platformFee: row.platformFee,
    shippingCost: row.shippingCost,
    taxAmount: row.taxAmount,
    timestamp: iso(row.occurredAt),
    totalValue: row.totalValue,
    changeSummary: row.changeSummary,
    userNotes: row.userNotes,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    // Only when sent: a transaction recorded without them reads as it did before the column.
    ...(row.itemDetails ? { itemDetails: row.itemDetails } : {}),
  };
}

/** A filed copy's place; a copy filed nowhere has none, so its record reads as before issue 25. */
function placeOf(row: typeof cards.$inferSelect): Partial<Card> {
  if (row.locationId === null && row.page === null && row.slot === null) return {};
  return { locationId: row.locationId, page: row.page, slot: row.slot };
}

export function toWant(row: typeof wants.$inferSelect): Want {
  return {
    id: row.id,
    collectionId: row.collectionId,
    name: row.name,
    setCode: row.setCode,
    collectorNumber: row.collectorNumber,
    quantity: row.quantity,
    finish: row.finish as Want['finish'],
    maxPrice: row.maxPrice,
    priority: row.priority as Want['priority'],
    note: row.note,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function toLocation(row: typeof locations.$inferSelect): Location {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as Location['kind'],
    pages: row.pages,
    slotsPerPage: row.slotsPerPage,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
