// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCurrentCollection } from '../../../db/collections/currentCollection';
import { DatabaseProvider } from '../../../db/DatabaseProvider';
import type { CardfolioDatabase } from '../../../db/database';
import { freshDatabase, outboxCalls } from '../../../db/testing/database';
import { makeCard } from '../../../domain/testing/factories';
import { BulkDeleteButton } from './BulkDeleteButton';

let db: CardfolioDatabase;
afterEach(async () => {
  cleanup();
  await db?.delete();
});

const STAMP = '2026-11-26T00:00:00.000Z';
const collection = (id: string, name: string) => ({
  id,
  name,
  description: '',
  isDefault: id === 'c1',
  createdAt: STAMP,
  updatedAt: STAMP,
});

async function twoCollections() {
  db = freshDatabase();
  await db.collections.bulkAdd([collection('c1', 'Binder'), collection('c2', 'Trade Box')]);
  await db.cards.bulkAdd([
    makeCard({ collectionId: 'c1' }),
    makeCard({ collectionId: 'c1' }),
    makeCard({ collectionId: 'c2' }),
  ]);
  await setCurrentCollection(db, 'c1');
}

/** The button over the test database; answers the spy that receives its messages. */
function renderButton(kind: 'cards' | 'sealedProducts') {
  const onMessage = vi.fn();
  render(
    <DatabaseProvider database={db}>
      <BulkDeleteButton kind={kind} onMessage={onMessage} />
    </DatabaseProvider>,
  );
  return onMessage;
}

describe('BulkDeleteButton', () => {
  it('deletes in the collection of the first click, named by both confirmations, after a switch', async () => {
    await twoCollections();
    const onMessage = renderButton('cards');
    fireEvent.click(screen.getByRole('button', { name: 'Delete All Cards' }));
    const first = await screen.findByRole('dialog', { name: 'Delete All Cards' });
    expect(first.textContent).toContain('Delete all 2 cards in Binder?');

    // The user switches collections (another tab) between the two confirmations.
    await setCurrentCollection(db, 'c2');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const final = await screen.findByRole('dialog', { name: 'Final warning' });
    expect(final.textContent).toContain('This permanently deletes 2 cards in Binder. This cannot be undone.');
    const confirm = final.querySelectorAll('button')[1] as HTMLButtonElement;
    expect(confirm.textContent).toBe('Delete All Cards');
    fireEvent.click(confirm);

    await waitFor(() => expect(onMessage).toHaveBeenCalledWith('Deleted 2 cards.', 'success'));
    expect((await db.cards.toArray()).map((c) => c.collectionId)).toEqual(['c2']);
    expect(await outboxCalls(db)).toEqual([{ method: 'DELETE', path: '/cards/collection/c1', body: null }]);
  });

  it('deletes in the collection under its real id when sync re-keyed it between the confirmations', async () => {
    db = freshDatabase();
    const temp = 'temp-c0000000-0000-4000-8000-000000000000';
    await db.collections.add(collection(temp, 'Binder'));
    await db.cards.add(makeCard({ collectionId: temp }));
    await setCurrentCollection(db, temp);
    const onMessage = renderButton('cards');
    fireEvent.click(screen.getByRole('button', { name: 'Delete All Cards' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await screen.findByRole('dialog', { name: 'Final warning' });

    // What applyIdMapping does when the collection's create is answered.
    await db.transaction('rw', [db.collections, db.cards, db.idMap], async () => {
      await db.collections.delete(temp);
      await db.collections.add(collection('real-c', 'Binder'));
      await db.cards.toCollection().modify({ collectionId: 'real-c' });
      await db.idMap.add({ tempId: temp, realId: 'real-c', entity: 'collections', mappedAt: STAMP });
    });
    fireEvent.click(screen.getByRole('dialog', { name: 'Final warning' }).querySelectorAll('button')[1]);

    await waitFor(() => expect(onMessage).toHaveBeenCalledWith('Deleted 1 cards.', 'success'));
    expect(await db.cards.count()).toBe(0);
  });

  it("says the spec's alert when there is nothing to delete, without asking", async () => {
    await twoCollections();
    const onMessage = renderButton('sealedProducts');
    fireEvent.click(screen.getByRole('button', { name: 'Delete All Sealed Products' }));
    await waitFor(() =>
      expect(onMessage).toHaveBeenCalledWith('No sealed products found in this collection', 'error'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
