import { describe, expect, it } from 'vitest';
import {
  ChangesPage,
  ChangesQuery,
  MarketPriceInput,
  MarketPriceLookupQuery,
  MarketPriceUpdate,
  SealedDefinitionBulkRestore,
  SealedDefinitionInput,
  SealedDefinitionUpdate,
  SealedProductInput,
  SealedProductUpdate,
  SYNC_ENTITIES,
  TransactionInput,
  TransactionItem,
  TransactionUpdate,
} from './index';

describe('sealed products', () => {
  it('defaults a definition and trims its fields', () => {
    expect(SealedDefinitionInput.parse({ name: ' Box ', set: 'DOM ', type: 'Booster Box' })).toEqual({
      name: 'Box',
      set: 'DOM',
      type: 'Booster Box',
      description: '',
      releaseDate: null,
      imageUrl: '',
      isActive: true,
    });
  });

  it('says which fields a definition needs', () => {
    const result = SealedDefinitionInput.safeParse({ name: 'Box', set: ' ', type: 'Crate' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Name, Set, and Type are required fields',
      'Name, Set, and Type are required fields',
    ]);
  });

  it('defaults an instance to one sealed copy that the user has', () => {
    expect(SealedProductInput.parse({ collectionId: 'c1', definitionId: 'd1' })).toMatchObject({
      condition: 'Sealed',
      status: 'have',
      quantity: 1,
      purchasePrice: null,
    });
    expect(
      SealedProductInput.safeParse({ collectionId: 'c1', definitionId: 'd1', quantity: 0 }).success,
    ).toBe(false);
  });

  it('does not let an update move an instance to another collection', () => {
    expect(SealedProductUpdate.parse({ collectionId: 'other', notes: 'x' })).toEqual({ notes: 'x' });
  });

  it('leaves out of an update every field it does not send', () => {
    expect(SealedProductUpdate.parse({ quantity: 2 })).toEqual({ quantity: 2 });
    expect(SealedDefinitionUpdate.parse({ isActive: false })).toEqual({ isActive: false });
    expect(SealedDefinitionUpdate.safeParse({ type: 'Crate' }).success).toBe(false);
  });

  it('restores definitions in batches of 100 by default', () => {
    expect(SealedDefinitionBulkRestore.parse({ definitions: [] }).batchSize).toBe(100);
  });
});

describe('transactions', () => {
  const item = {
    itemType: 'card',
    name: 'Opt',
    set: 'Ixalan',
    condition: 'Near Mint',
    quantity: 1,
    price: 0.25,
  };

  it('defaults an item', () => {
    expect(TransactionItem.parse(item)).toMatchObject({
      id: null,
      rarity: 'Common',
      foil: false,
      setCode: '',
    });
  });

  it('needs a name and set on every item', () => {
    expect(TransactionItem.safeParse({ ...item, name: ' ' }).error?.issues[0].message).toBe(
      'Every item needs a name',
    );
    expect(TransactionItem.safeParse({ ...item, set: '' }).error?.issues[0].message).toBe(
      'Every item needs a set',
    );
  });

  it('updates only what is sent', () => {
    expect(TransactionUpdate.parse({ notes: 'n' })).toEqual({ notes: 'n' });
  });

  it('defaults costs to 0 and needs a day as the date', () => {
    const base = { collectionId: 'c1', type: 'sale', items: [item] };
    expect(TransactionInput.parse({ ...base, date: '2025-05-01' })).toMatchObject({
      platformFee: 0,
      shippingCost: 0,
      taxAmount: 0,
      tradePartner: '',
    });
    expect(TransactionInput.safeParse({ ...base, date: '05/01/2025' }).success).toBe(false);
    expect(TransactionInput.safeParse({ ...base, date: '2025-05-01', type: 'gift' }).success).toBe(false);
  });
});

describe('market prices', () => {
  it('needs a key and a price not below 0', () => {
    const price = { collectionId: 'c1', productType: 'card', productKey: ' Opt|XLN|Good ', marketPrice: 1 };
    expect(MarketPriceInput.parse(price)).toMatchObject({
      productKey: 'Opt|XLN|Good',
      condition: null,
      foil: null,
    });
    expect(MarketPriceInput.safeParse({ ...price, productKey: '  ' }).success).toBe(false);
    expect(MarketPriceInput.safeParse({ ...price, marketPrice: -1 }).success).toBe(false);
    expect(MarketPriceInput.safeParse({ ...price, productType: 'sealed' }).success).toBe(false);
  });

  it('updates a price without resetting its notes, condition or finish', () => {
    expect(MarketPriceUpdate.parse({ marketPrice: 2 })).toEqual({ marketPrice: 2 });
  });

  it('reads the lookup query with the finish as text', () => {
    const query = { productType: 'card', productKey: 'Opt|XLN|Good', foil: 'true' };
    expect(MarketPriceLookupQuery.parse(query).foil).toBe('true');
    expect(MarketPriceLookupQuery.safeParse({ ...query, foil: 'yes' }).success).toBe(false);
  });
});

describe('sync', () => {
  it('reads the change-feed query from text with defaults', () => {
    expect(ChangesQuery.parse({})).toEqual({ since: 0, limit: 500 });
    expect(ChangesQuery.parse({ since: '42', limit: '10' })).toEqual({ since: 42, limit: 10 });
    expect(ChangesQuery.safeParse({ limit: '5000' }).success).toBe(false);
  });

  it('reads a page of changes with rows and tombstones', () => {
    const page = {
      changes: [
        { entity: 'cards', id: 'a', revision: 3, deleted: false, data: { name: 'Opt' } },
        { entity: 'collections', id: 'b', revision: 4, deleted: true, data: null },
      ],
      cursor: 4,
      hasMore: false,
    };
    expect(ChangesPage.parse(page)).toEqual(page);
    expect(
      ChangesPage.safeParse({ ...page, changes: [{ ...page.changes[0], entity: 'users' }] }).success,
    ).toBe(false);
    expect(SYNC_ENTITIES).toContain('marketPrices');
  });
});
