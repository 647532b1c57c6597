import type { Collection } from '../../../src/domain/schemas';
import { registerUser } from '../apiClient';
import type { SeededUser } from './types';

async function created<T extends { id: string }>(
  answer: Promise<{ status: number; body: { data?: unknown } }>,
) {
  const { status, body } = await answer;
  if (status !== 201) throw new Error(`seeding failed: ${status} ${JSON.stringify(body)}`);
  return body.data as T;
}

/**
 * A fresh user owning one collection, card, sealed definition, sealed product, market price and
 * transaction (a purchase of one more card), a binder holding the card and a box.
 */
export async function seedUser(apiUrl: string): Promise<SeededUser> {
  const { api } = await registerUser(apiUrl);
  const collection = await created<Collection>(api.post('/collections', { name: 'Seeded' }));
  const card = await created(
    api.post('/cards', {
      collectionId: collection.id,
      name: 'Seed Card',
      conditionQuantities: [{ condition: 'Near Mint', quantity: 2 }],
    }),
  );
  const definition = await created(
    api.post('/sealed-products/definitions', { name: 'Seed Box', set: 'Seed Set', type: 'Booster Box' }),
  );
  const spare = await created(
    api.post('/sealed-products/definitions', { name: 'Spare Box', set: 'Seed Set', type: 'Bundle' }),
  );
  const sealed = await created(
    api.post('/sealed-products', { collectionId: collection.id, definitionId: definition.id }),
  );
  const price = await created(
    api.post('/market-prices', {
      collectionId: collection.id,
      productType: 'card',
      productKey: 'Seed Card|Seed Set|Near Mint',
      marketPrice: 3,
    }),
  );
  const transaction = await created(
    api.post('/transactions/unified', {
      collectionId: collection.id,
      type: 'purchase',
      date: '2025-05-01',
      items: [
        {
          itemType: 'card',
          name: 'Seed Purchase',
          set: 'Seed Set',
          condition: 'Near Mint',
          quantity: 1,
          price: 2,
        },
      ],
    }),
  );
  const binder = await created(
    api.post('/locations', { name: 'Seed Binder', kind: 'binder', pages: 10, slotsPerPage: 9 }),
  );
  const box = await created(api.post('/locations', { name: 'Seed Box', kind: 'box' }));
  const filed = await api.put(`/cards/${card.id}`, { locationId: binder.id, page: 1, slot: 1 });
  if (filed.status !== 200) throw new Error(`seeding failed: ${filed.status} ${JSON.stringify(filed.body)}`);
  const want = await created(api.post('/wants', { name: 'Black Lotus', quantity: 1 }));
  const alert = await created(
    api.post('/alerts', { wantId: want.id, label: 'Black Lotus', kind: 'below', threshold: 10_000 }),
  );
  const share = await created(api.post('/shares', { kind: 'collection', targetId: collection.id }));
  return {
    api,
    ids: {
      collectionId: collection.id,
      cardId: card.id,
      definitionId: definition.id,
      spareDefinitionId: spare.id,
      sealedProductId: sealed.id,
      marketPriceId: price.id,
      transactionId: transaction.id,
      locationId: binder.id,
      spareLocationId: box.id,
      wantId: want.id,
      alertId: alert.id,
      shareId: share.id,
    },
  };
}
