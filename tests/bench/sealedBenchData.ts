import { sealedLookupMarketPriceKey } from '../../src/domain/marketPriceKeys';
import type { MarketPrice, SealedDefinition, SealedProduct } from '../../src/domain/schemas';
import { SEALED_TYPES } from '../../src/domain/valueSets';

const STAMP = '2025-01-01T00:00:00.000Z';
const SETS = [
  'Foundations',
  'Bloomburrow',
  'Duskmourn',
  'Aetherdrift',
  'Tarkir',
  'Innistrad',
  'Zendikar',
  'Dominaria',
];

/**
 * `definitionCount` definitions ("Product 123 Booster Box") and `productCount` instances spread over the
 * first half of them, with a market price for every third product (by name|set|type|Sealed).
 */
export function sealedBenchData(collectionId: string, definitionCount: number, productCount: number) {
  const definitions: SealedDefinition[] = Array.from({ length: definitionCount }, (_, index) => {
    const type = SEALED_TYPES[index % SEALED_TYPES.length];
    return {
      id: `def-${index}`,
      name: `Product ${index} ${type}`,
      set: SETS[index % SETS.length],
      type,
      description: index % 5 === 0 ? 'Holiday release' : '',
      releaseDate: `20${String(10 + (index % 15)).padStart(2, '0')}-0${1 + (index % 9)}-15`,
      imageUrl: '',
      isActive: index % 7 !== 0,
      createdAt: STAMP,
      updatedAt: STAMP,
    };
  });
  const used = definitions.slice(0, Math.ceil(definitionCount / 2));
  const products: SealedProduct[] = Array.from({ length: productCount }, (_, index) => {
    const definition = used[index % used.length];
    return {
      id: `sealed-${index}`,
      collectionId,
      definitionId: definition.id,
      name: definition.name,
      set: definition.set,
      type: definition.type,
      releaseDate: definition.releaseDate,
      imageUrl: '',
      condition: 'Sealed',
      status: index % 10 === 0 ? 'want' : 'have',
      purchasePrice: 20 + (index % 200),
      purchaseDate: '2025-06-01',
      transactionId: null,
      notes: '',
      quantity: 1,
      createdAt: STAMP,
      updatedAt: STAMP,
    };
  });
  const marketPrices: MarketPrice[] = used
    .filter((_, index) => index % 3 === 0)
    .map((definition, index) => ({
      id: `price-${index}`,
      collectionId,
      productType: 'sealed_product',
      productKey: sealedLookupMarketPriceKey(definition),
      marketPrice: 100,
      lastUpdated: STAMP,
      notes: '',
      condition: null,
      foil: null,
    }));
  return { definitions, products, marketPrices };
}
