// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createCollection } from '../../db/collections/createCollection';
import { createLocation, setCopyPlace } from '../../db/locations/locations';
import { hookDatabase } from '../../db/testing/hookDatabase';
import { saveTransaction } from '../../db/transactions/saveTransaction';
import { makeItem } from '../../domain/testing/factories';
import { TransactionDetailDialog } from './TransactionDetailDialog';

const frame = hookDatabase();

describe('TransactionDetailDialog', () => {
  it('says where a sold copy was kept, from the record the sale took; its slot is free', async () => {
    const db = frame.open();
    const { id: collectionId } = await createCollection(db, { name: 'Main' });
    const binder = await createLocation(db, { name: 'Binder 2', kind: 'binder', pages: 10, slotsPerPage: 9 });
    const line = { name: 'Bolt', quantity: 2, price: 1 };
    await saveTransaction(db, {
      collectionId,
      type: 'purchase',
      date: '2026-11-20',
      items: [makeItem(line)],
    });
    const [card] = await db.cards.toArray();
    await setCopyPlace(db, card.id, { locationId: binder.id, page: 4, slot: 1 });
    const sale = await saveTransaction(db, {
      collectionId,
      type: 'sale',
      date: '2026-11-21',
      items: [makeItem({ ...line, id: card.id, price: 3 })],
    });
    expect(await db.cards.where('locationId').equals(binder.id).count()).toBe(0);
    render(<TransactionDetailDialog id={sale.id} onEdit={() => {}} onClose={() => {}} />, {
      wrapper: frame.wrapper,
    });
    expect(await screen.findByText(/Sold, was in Binder 2 p\.4 s\.1/)).toBeTruthy();
  });
});
