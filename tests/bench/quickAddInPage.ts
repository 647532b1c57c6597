/**
 * Bundled by the quick-add bench and run in a Chromium page: the device's own quickAddCard on real
 * IndexedDB, with a collection of many copies already stored.
 */
import { quickAddCard } from '../../src/db/cards/quickAddCard';
import { makeCard, makeDefinition } from '../../src/domain/testing/factories';
import { freshDatabase, rawPuts } from './rawPuts';

export interface QuickAddTimes {
  stored: number;
  /** One per quick add, in ms: half add a new printing, half add a copy of one already there. */
  addMs: number[];
}

const COLLECTION = 'collection-bench';

export async function runQuickAddBench({
  copies,
  adds,
}: {
  copies: number;
  adds: number;
}): Promise<QuickAddTimes> {
  const db = await freshDatabase('cardfolio-quick-add-bench');
  const stamp = '2026-11-20T10:00:00.000Z';
  const cards = Array.from({ length: copies }, (_, index) =>
    makeCard({
      id: `card-${index}`,
      collectionId: COLLECTION,
      name: `Card ${index}`,
      setCode: `S${index % 40}`,
    }),
  );
  await rawPuts(db, {
    collections: [
      {
        id: COLLECTION,
        name: 'Binder',
        description: '',
        isDefault: true,
        createdAt: stamp,
        updatedAt: stamp,
      },
    ],
    cards,
  });
  const addMs: number[] = [];
  for (let index = 0; index < adds; index++) {
    // Even adds bring a printing the collection has (a merge), odd ones a new printing (a new row).
    const name = index % 2 === 0 ? `Card ${index * 7}` : `New card ${index}`;
    const definition = makeDefinition(name, { id: `def-${index}`, setCode: `S${(index * 7) % 40}` });
    const started = performance.now();
    await quickAddCard(db, { collectionId: COLLECTION, definition });
    addMs.push(performance.now() - started);
  }
  db.close();
  return { stored: copies, addMs };
}
