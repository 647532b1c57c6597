import { describe, expect, it } from 'vitest';
import { SYNC_ENTITIES } from '../schemas/sync';
import { COLLECTION_OWNED, ENTITY_REFERENCES, isTopLevelField, ownedBy, referencesTo } from './registry';

describe('entity registry', () => {
  it('a collection owns its cards, sealed products, transactions, market prices and want list', () => {
    expect([...COLLECTION_OWNED].sort()).toEqual([
      'cards',
      'marketPrices',
      'sealedProducts',
      'transactions',
      'wants',
    ]);
    expect(ownedBy('collections').every(({ field }) => field === 'collectionId')).toBe(true);
    expect(ownedBy('sealedDefinitions')).toEqual([]);
  });

  it('names every field that references a transaction, a sealed definition, a card', () => {
    expect(referencesTo('transactions').map(({ entity, field }) => `${entity}.${field}`)).toEqual([
      'cards.conditionQuantities[].transactionId',
      'sealedProducts.transactionId',
    ]);
    expect(referencesTo('sealedDefinitions').map(({ entity, field }) => `${entity}.${field}`)).toEqual([
      'sealedProducts.definitionId',
      'transactions.items[].definitionId',
    ]);
    expect(referencesTo('cards').map(({ entity, field }) => `${entity}.${field}`)).toEqual([
      'transactions.items[].id',
    ]);
  });

  it('covers every synced entity and references only synced entities', () => {
    expect(Object.keys(ENTITY_REFERENCES).sort()).toEqual([...SYNC_ENTITIES].sort());
    for (const references of Object.values(ENTITY_REFERENCES))
      for (const reference of references) for (const to of reference.to) expect(SYNC_ENTITIES).toContain(to);
  });

  it('tells a record’s own field from one inside a list', () => {
    expect(isTopLevelField('collectionId')).toBe(true);
    expect(isTopLevelField('items[].id')).toBe(false);
  });
});
