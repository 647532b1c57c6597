import type { PricedPrinting } from '../catalogue/cataloguePrices';
import type { CataloguePrinting } from '../catalogue/cataloguePrinting';
import type {
  Card,
  CardDefinition,
  ConditionQuantity,
  MarketPrice,
  SealedProduct,
  Transaction,
  TransactionItem,
} from '../schemas';

/**
 * Builders of valid records for tests and benchmarks of the domain functions: each fills every field
 * with a plain default and takes the fields a test is about as overrides.
 */
const STAMP = '2025-01-01T00:00:00.000Z';
let sequence = 0;
const nextId = (prefix: string) => `${prefix}-${(++sequence).toString().padStart(6, '0')}`;

export function makeLine(
  condition: ConditionQuantity['condition'],
  quantity: number,
  purchasePrice: number | null = null,
  extra: Partial<ConditionQuantity> = {},
): ConditionQuantity {
  return { condition, quantity, purchasePrice, purchaseDate: null, transactionId: null, ...extra };
}

export function makeCard(overrides: Partial<Card> = {}): Card {
  return {
    id: nextId('card'),
    collectionId: 'collection-1',
    name: 'Lightning Bolt',
    set: 'Magic 2010',
    setCode: 'M10',
    color: 'red',
    type: 'Instant',
    rarity: 'Common',
    status: 'have',
    manaCost: '{R}',
    imageUrl: '',
    foil: false,
    notes: '',
    marketPrice: null,
    tcgplayer_id: null,
    conditionQuantities: [makeLine('Near Mint', 1)],
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

/** A card-database printing, as a search answers it (no set code unless given). */
export function makeDefinition(name: string, overrides: Partial<CardDefinition> = {}): CardDefinition {
  return {
    id: `definition-${name}`,
    name,
    set: '',
    setCode: '',
    color: 'colorless',
    rarity: 'Common',
    type: '',
    manaCost: '',
    imageUrl: '',
    tcgplayer_id: null,
    ...overrides,
  };
}

export function makeSealed(overrides: Partial<SealedProduct> = {}): SealedProduct {
  return {
    id: nextId('sealed'),
    collectionId: 'collection-1',
    definitionId: 'definition-1',
    name: 'Dominaria Booster Box',
    set: 'Dominaria',
    type: 'Booster Box',
    condition: 'Sealed',
    purchasePrice: null,
    purchaseDate: null,
    transactionId: null,
    status: 'have',
    notes: '',
    quantity: 1,
    releaseDate: null,
    imageUrl: '',
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

export function makePrice(
  productKey: string,
  marketPrice: number,
  overrides: Partial<MarketPrice> = {},
): MarketPrice {
  return {
    id: nextId('price'),
    collectionId: 'collection-1',
    productType: 'card',
    productKey,
    marketPrice,
    notes: '',
    condition: null,
    foil: null,
    lastUpdated: STAMP,
    ...overrides,
  };
}

export function makeItem(overrides: Partial<TransactionItem> = {}): TransactionItem {
  return {
    itemType: 'card',
    id: null,
    name: 'Lightning Bolt',
    set: 'Magic 2010',
    setCode: 'M10',
    rarity: 'Common',
    type: 'Instant',
    manaCost: '{R}',
    foil: false,
    definitionId: null,
    productType: '',
    condition: 'Near Mint',
    quantity: 1,
    price: 1,
    notes: '',
    imageUrl: '',
    marketPrice: null,
    ...overrides,
  };
}

export function makeTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: nextId('transaction'),
    collectionId: 'collection-1',
    type: 'purchase',
    date: '2025-01-01',
    items: [],
    notes: '',
    tradePartner: '',
    platformFee: 0,
    shippingCost: 0,
    taxAmount: 0,
    timestamp: STAMP,
    totalValue: 0,
    changeSummary: '',
    userNotes: '',
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}

/** A catalogue printing's price fields: Lightning Bolt of M10 unless told otherwise. */
export function makePricedPrinting(overrides: Partial<PricedPrinting> = {}): PricedPrinting {
  return {
    name: 'Lightning Bolt',
    setCode: 'm10',
    collectorNumber: '146',
    tcgplayerId: null,
    usd: 2,
    usdFoil: 9,
    usdEtched: null,
    ...overrides,
  };
}

/** A catalogue printing for tests and benches: the given fields, the rest plain. */
export function makePrinting(
  fields: Partial<CataloguePrinting> & Pick<CataloguePrinting, 'id' | 'name'>,
): CataloguePrinting {
  return {
    setCode: 'tst',
    setName: 'Test Set',
    collectorNumber: '1',
    lang: 'en',
    rarity: 'common',
    colors: '',
    typeLine: 'Instant',
    manaCost: '',
    imageFront: '',
    imageBack: '',
    tcgplayerId: null,
    releasedAt: '2020-01-01',
    usd: null,
    usdFoil: null,
    usdEtched: null,
    ...fields,
  };
}
