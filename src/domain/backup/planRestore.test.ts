import { describe, expect, it } from 'vitest';
import { generatedBackup, withPlacesAndWants } from '../testing/backup';
import { type ExistingRows, planRestore } from './planRestore';

let counter = 0;
const newId = () => `temp-${++counter}`;
const nothing = (): ExistingRows => ({
  collections: [],
  sealedDefinitions: [],
  cards: [],
  sealedProducts: [],
  transactions: [],
  marketPrices: [],
  locations: [],
  wants: [],
});

describe('planRestore: places and want lists (backup version 2)', () => {
  it('brings the locations and files each card in its binder slot under the new ids', () => {
    const backup = withPlacesAndWants(generatedBackup(8, 2));
    const { add } = planRestore(backup, nothing(), { newId });
    const binder = add.locations.find((l) => l.name === 'Binder 1');
    expect(add.locations.map((l) => l.name).sort()).toEqual(['Binder 1', 'Bulk box']);
    expect(binder?.id).toMatch(/^temp-/);
    const filed = add.cards.filter((card) => card.locationId);
    expect(filed.map((card) => [card.locationId, card.page, card.slot])).toEqual([
      [binder?.id, 1, 1],
      [binder?.id, 1, 2],
      [binder?.id, 1, 3],
    ]);
  });

  it('files into a location the device already has of the same name, kind and size', () => {
    const backup = withPlacesAndWants(generatedBackup(8, 2));
    const mine = { ...backup.locations[0], id: 'device-binder', name: ' binder 1 ' };
    const { add, skipped } = planRestore(backup, { ...nothing(), locations: [mine] }, { newId });
    expect(add.locations.map((l) => l.name)).toEqual(['Bulk box']);
    expect(skipped.locations).toBe(1);
    expect(add.cards.filter((c) => c.locationId === 'device-binder')).toHaveLength(3);
  });

  it('brings a card back unfiled when its location is neither in the file nor on the device', () => {
    const backup = withPlacesAndWants(generatedBackup(8, 2));
    const versionOne = { ...backup, version: 1, locations: [] };
    const { add } = planRestore(versionOne, nothing(), { newId });
    expect(add.cards).toHaveLength(8);
    expect(
      add.cards.every(
        (card) =>
          (card.locationId ?? null) === null && (card.page ?? null) === null && (card.slot ?? null) === null,
      ),
    ).toBe(true);
    // Restored into the account that still has the binder, the cards stay in it.
    const still = { ...backup.locations[0] };
    const again = planRestore(versionOne, { ...nothing(), locations: [still] }, { newId });
    expect(again.add.cards.filter((card) => card.locationId === still.id)).toHaveLength(3);
  });

  it('puts a want on its collection’s list, and on the list across collections when the file lacks its collection', () => {
    const backup = withPlacesAndWants(generatedBackup(8, 2));
    const [entry] = backup.collections;
    const orphan = {
      ...backup.wants[1],
      id: crypto.randomUUID(),
      name: 'Mox Pearl',
      collectionId: crypto.randomUUID(),
    };
    const { add } = planRestore({ ...backup, wants: [...backup.wants, orphan] }, nothing(), { newId });
    const collectionId = add.collections[0].id;
    expect(add.collections[0].name).toBe(entry.collection.name);
    expect(add.wants.map((w) => [w.name, w.collectionId]).sort()).toEqual([
      ['Black Lotus', null],
      ['Lightning Bolt', collectionId],
      ['Mox Pearl', null],
    ]);
  });

  it('skips wants already on the list they land on, and adds one that is on another list only', () => {
    const backup = withPlacesAndWants(generatedBackup(8, 2));
    const existingCollection = { ...backup.collections[0].collection, id: 'device-collection' };
    const [onCollection, across] = backup.wants;
    const existing = {
      ...nothing(),
      collections: [existingCollection],
      // The collection's want is on the device's list across collections only: not the same list.
      wants: [
        { ...across, id: 'device-want-1' },
        { ...onCollection, id: 'device-want-2', collectionId: null },
      ],
    };
    const { add, skipped } = planRestore(backup, existing, { newId });
    expect(add.wants.map((w) => [w.name, w.collectionId])).toEqual([['Lightning Bolt', 'device-collection']]);
    expect(skipped.wants).toBe(1);
  });
});
