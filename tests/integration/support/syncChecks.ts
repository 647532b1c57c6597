import { expect } from 'vitest';
import type { TestApi } from '../../../server/testing/apiClient';
import { getCurrentCollectionId } from '../../../src/db/collections/currentCollection';
import { API, pathOf } from '../../../src/domain/api';
import type { Location } from '../../../src/domain/locations/schema';
import type {
  Card,
  Collection,
  SealedDefinition,
  SealedProduct,
  Transaction,
} from '../../../src/domain/schemas';
import { currentId, type SyncDevice } from './syncDevice';
import { acceptedNames, type SyncModel } from './syncModel';

export interface Snapshot {
  collections: Collection[];
  cards: Card[];
  transactions: Transaction[];
  sealedDefinitions: SealedDefinition[];
  sealedProducts: SealedProduct[];
  locations: Location[];
}

const byId = <T extends { id: string }>(rows: readonly T[]) =>
  [...rows].sort((a, b) => a.id.localeCompare(b.id));

/** What the server holds for the user, read straight from it (not through the fault proxy). */
export async function readServer(api: TestApi): Promise<Snapshot> {
  const [collections, cards] = await Promise.all([
    api.get<Collection[]>('/collections'),
    api.get<Card[]>('/cards'),
  ]);
  if (collections.status !== 200 || cards.status !== 200) throw new Error('could not read the server state');
  const transactions: Transaction[] = [];
  for (const collection of collections.body.data ?? []) {
    const answer = await api.get<Transaction[]>(pathOf(API.transactions.ofCollection, { id: collection.id }));
    if (answer.status !== 200) throw new Error('could not read the server transactions');
    transactions.push(...(answer.body.data ?? []));
  }
  const [definitions, sealed, locations] = await Promise.all([
    api.get<SealedDefinition[]>(pathOf(API.sealedDefinitions.list, {})),
    api.get<SealedProduct[]>(pathOf(API.sealedProducts.list, {})),
    api.get<Location[]>(pathOf(API.locations.list, {})),
  ]);
  if (definitions.status !== 200 || sealed.status !== 200 || locations.status !== 200)
    throw new Error('could not read the sealed products and locations');
  return {
    collections: byId(collections.body.data ?? []),
    cards: byId(cards.body.data ?? []),
    transactions: byId(transactions),
    sealedDefinitions: byId(definitions.body.data ?? []),
    sealedProducts: byId(sealed.body.data ?? []),
    locations: byId(locations.body.data ?? []),
  };
}

export async function readDevice(device: SyncDevice): Promise<Snapshot> {
  return {
    collections: byId(await device.db.collections.toArray()),
    cards: byId(await device.db.cards.toArray()),
    transactions: byId(await device.db.transactions.toArray()),
    sealedDefinitions: byId(await device.db.sealedDefinitions.toArray()),
    sealedProducts: byId(await device.db.sealedProducts.toArray()),
    locations: byId(await device.db.locations.toArray()),
  };
}

/**
 * Every device holds exactly the server's records, field for field: the rows are the server's answers
 * and pulled changes, so nothing may differ, not even a timestamp.
 */
export async function expectDevicesMatchServer(devices: readonly SyncDevice[], server: Snapshot) {
  for (const device of devices) {
    const local = await readDevice(device);
    expect(local.collections, `collections on ${device.name}`).toEqual(server.collections);
    expect(local.cards, `cards on ${device.name}`).toEqual(server.cards);
    expect(local.transactions, `transactions on ${device.name}`).toEqual(server.transactions);
    expect(local.sealedDefinitions, `sealed definitions on ${device.name}`).toEqual(server.sealedDefinitions);
    expect(local.sealedProducts, `sealed products on ${device.name}`).toEqual(server.sealedProducts);
    expect(local.locations, `locations on ${device.name}`).toEqual(server.locations);
    expect(await device.db.outbox.count(), `outbox of ${device.name}`).toBe(0);
    // Part 1 §4: after a fetch the current collection is the one chosen, else the default, else the first.
    const current = await getCurrentCollectionId(device.db);
    expect(current === null, `${device.name} has a current collection`).toBe(local.collections.length === 0);
  }
}

/**
 * The server holds exactly the model's live records, once each (no duplicate from a retried create,
 * nothing lost), with the fields the model expects; see syncModel.ts for what is exact and what is
 * accepted from a set.
 */
export async function expectServerMatchesModel(
  model: SyncModel,
  devices: readonly SyncDevice[],
  server: Snapshot,
) {
  const realId = (owner: number, tempId: string) => currentId(devices[owner], tempId);
  const collectionIds = new Map<SyncModel['collections'][number], string>();
  for (const collection of model.collections) {
    collectionIds.set(collection, await realId(collection.owner, collection.tempId));
  }
  const expectedCollections = model.liveCollections().map((c) => {
    const names = acceptedNames(c);
    const id = collectionIds.get(c) ?? '';
    const found = server.collections.find((row) => row.id === id);
    return {
      id,
      name: names.length === 1 || !found ? names[0] : (names.find((n) => n === found.name) ?? names),
      description: c.description,
    };
  });
  const actualCollections = server.collections.map(({ id, name, description }) => ({
    id,
    name,
    description,
  }));
  expect(actualCollections).toEqual(byId(expectedCollections));

  const locationIds = new Map<SyncModel['locations'][number], string>();
  for (const location of model.locations) {
    locationIds.set(location, await realId(location.owner, location.tempId));
  }
  const expectedLocations = model.liveLocations().map((l) => ({ id: locationIds.get(l), name: l.name }));
  expect(server.locations.map(({ id, name }) => ({ id, name }))).toEqual(
    byId(expectedLocations as { id: string }[]),
  );

  const expectedCards = await Promise.all(
    model.liveCards().map(async (card) => ({
      id: await realId(card.owner, card.tempId),
      collectionId: collectionIds.get(card.collection),
      name: card.name,
      status: card.status,
      foil: card.foil,
      notes: card.notes,
      quantities: card.rows.map((row) => row.quantity),
      place: card.place && [locationIds.get(card.place.location), card.place.page, card.place.slot],
      graded: card.graded,
    })),
  );
  const actualCards = server.cards.map((card) => ({
    id: card.id,
    collectionId: card.collectionId,
    name: card.name,
    status: card.status,
    foil: card.foil,
    notes: card.notes,
    quantities: card.conditionQuantities.map((q) => q.quantity),
    place: card.locationId ? [card.locationId, card.page ?? null, card.slot ?? null] : null,
    graded: Boolean(card.grading),
  }));
  expect(actualCards).toEqual(byId(expectedCards));

  for (const card of server.cards) {
    for (const row of card.conditionQuantities)
      expect(row.quantity, `copies of ${card.name}`).toBeGreaterThan(0);
  }
  const expectedTransactions = await Promise.all(
    model.liveTransactions().map(async (t) => ({
      id: await realId(t.owner, t.tempId),
      type: t.type,
      collectionId: collectionIds.get(t.collection),
    })),
  );
  const actualTransactions = server.transactions.map(({ id, type, collectionId }) => ({
    id,
    type,
    collectionId,
  }));
  expect(actualTransactions).toEqual(byId(expectedTransactions));

  const expectedSealed = await Promise.all(
    model.liveSealed().map(async (unit) => ({
      id: await realId(unit.owner, unit.tempId),
      collectionId: collectionIds.get(unit.collection),
      definitionId: await realId(unit.definition.owner, unit.definition.tempId),
    })),
  );
  const actualSealed = server.sealedProducts.map(({ id, collectionId, definitionId }) => ({
    id,
    collectionId,
    definitionId,
  }));
  expect(actualSealed).toEqual(byId(expectedSealed));
  const expectedDefinitions = await Promise.all(
    model.definitions.map(async (d) => ({ id: await realId(d.owner, d.tempId), name: d.name })),
  );
  expect(server.sealedDefinitions.map(({ id, name }) => ({ id, name }))).toEqual(byId(expectedDefinitions));

  const defaults = server.collections.filter((c) => c.isDefault).length;
  expect(defaults, 'default collections on the server').toBe(server.collections.length === 0 ? 0 : 1);
}
