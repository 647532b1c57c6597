import { BACKUP_FORMAT_NAME, BACKUP_FORMAT_VERSION, type BackupFile } from '../backup/backupFormat';
import type { RestoreRows } from '../backup/planRestore';
import { Grading } from '../grading/schema';
import type { Location } from '../locations/schema';
import type { Collection, SealedDefinition, Transaction } from '../schemas';
import type { Want } from '../wants/schema';
import { generateCollection } from './collectionGenerator';
import { makeItem, makeTransaction } from './factories';

const STAMP = '2025-01-01T00:00:00.000Z';

/**
 * A backup of one generated collection whose cards and sealed products are linked to transactions
 * (every `transactionId` on a card names a transaction whose line names the card back), for round
 * trips and the bench. Ids are uuids, as the server gives them.
 */
export function generatedBackup(cardCount: number, transactionCount: number, seed = 7): BackupFile {
  const generated = generateCollection(cardCount, seed);
  const collection: Collection = {
    id: crypto.randomUUID(),
    name: 'Default Collection',
    description: 'Your main MTG collection',
    isDefault: true,
    createdAt: STAMP,
    updatedAt: STAMP,
  };
  const definition: SealedDefinition = {
    id: crypto.randomUUID(),
    name: 'Dominaria Booster Box',
    set: 'Dominaria',
    type: 'Booster Box',
    description: '',
    releaseDate: null,
    imageUrl: '',
    isActive: true,
    createdAt: STAMP,
    updatedAt: STAMP,
  };
  const transactions: Transaction[] = Array.from({ length: transactionCount }, (_, index) =>
    makeTransaction({
      id: crypto.randomUUID(),
      collectionId: collection.id,
      timestamp: new Date(Date.UTC(2025, 0, 1) + index * 60_000).toISOString(),
      items: [],
    }),
  );
  const cards = generated.cards.map((card) => ({
    ...card,
    id: crypto.randomUUID(),
    collectionId: collection.id,
    conditionQuantities: card.conditionQuantities.map((row) => {
      if (row.transactionId === null || transactions.length === 0) return row;
      const transaction = transactions[Number(row.transactionId.slice(3)) % transactions.length];
      return { ...row, transactionId: transaction.id };
    }),
  }));
  const byId = new Map(transactions.map((t) => [t.id, t]));
  for (const card of cards) {
    for (const row of card.conditionQuantities) {
      const transaction = row.transactionId === null ? undefined : byId.get(row.transactionId);
      transaction?.items.push(
        makeItem({
          id: card.id,
          name: card.name,
          set: card.set,
          condition: row.condition,
          quantity: row.quantity,
        }),
      );
    }
  }
  return {
    format: BACKUP_FORMAT_NAME,
    version: BACKUP_FORMAT_VERSION,
    createdAt: STAMP,
    scope: 'collection',
    collections: [
      {
        collection,
        cards,
        sealedProducts: generated.sealedProducts.map((product) => ({
          ...product,
          id: crypto.randomUUID(),
          collectionId: collection.id,
          definitionId: definition.id,
          name: definition.name,
          set: definition.set,
          type: definition.type,
        })),
        transactions,
        marketPrices: generated.marketPrices.map((price) => ({
          ...price,
          id: crypto.randomUUID(),
          collectionId: collection.id,
        })),
      },
    ],
    sealedDefinitions: [definition],
    locations: [],
    wants: [],
  };
}

/** A backup's first collection with the shared definitions, as the rows a restore writes. */
export function firstCollectionRows(backup: BackupFile): RestoreRows {
  const [entry] = backup.collections;
  return {
    collections: [entry.collection],
    sealedDefinitions: backup.sealedDefinitions,
    cards: entry.cards,
    sealedProducts: entry.sealedProducts,
    transactions: entry.transactions,
    marketPrices: entry.marketPrices,
    locations: backup.locations,
    wants: backup.wants,
  };
}

/**
 * `backup` with places and want lists (backup version 2): a binder holding its first three cards on
 * page 1, slots 1–3, an empty box, a want on the collection's list and one on the list across
 * collections.
 */
export function withPlacesAndWants(backup: BackupFile): BackupFile {
  const [entry] = backup.collections;
  const binder: Location = {
    id: crypto.randomUUID(),
    name: 'Binder 1',
    kind: 'binder',
    pages: 10,
    slotsPerPage: 9,
    createdAt: STAMP,
    updatedAt: STAMP,
  };
  const box: Location = {
    ...binder,
    id: crypto.randomUUID(),
    name: 'Bulk box',
    kind: 'box',
    pages: null,
    slotsPerPage: null,
  };
  const want = (overrides: Partial<Want>): Want => ({
    id: crypto.randomUUID(),
    collectionId: null,
    name: 'Black Lotus',
    setCode: 'LEA',
    collectorNumber: '232',
    quantity: 1,
    finish: 'any',
    maxPrice: null,
    priority: 'high',
    note: '',
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  });
  const cards = entry.cards.map((card, index) =>
    index < 3 ? { ...card, locationId: binder.id, page: 1, slot: index + 1 } : card,
  );
  return {
    ...backup,
    collections: [{ ...entry, cards }, ...backup.collections.slice(1)],
    locations: [binder, box],
    wants: [
      want({
        collectionId: entry.collection.id,
        name: 'Lightning Bolt',
        setCode: '',
        collectorNumber: '',
        quantity: 4,
      }),
      want({}),
    ],
  };
}

/** A generated backup whose first two cards are slabs (one copy each). */
export function withSlabs(backup: BackupFile): BackupFile {
  const [entry] = backup.collections;
  if (!entry) throw new Error('no collection');
  const slab = (index: number, grading: Grading) => {
    const card = entry.cards[index];
    if (!card) throw new Error('no card');
    const [line] = card.conditionQuantities;
    entry.cards[index] = { ...card, grading, conditionQuantities: [{ ...line, quantity: 1 } as typeof line] };
  };
  slab(0, Grading.parse({ grader: 'PSA', grade: 9, certificate: '81234567', fee: 20, value: 250 }));
  slab(1, Grading.parse({ grader: 'BGS', grade: 9.5, subgrades: { centering: 9.5, edges: 9 } }));
  return backup;
}
