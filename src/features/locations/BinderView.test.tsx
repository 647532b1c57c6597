// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createLocation } from '../../db/locations/locations';
import { hookDatabase } from '../../db/testing/hookDatabase';
import { LOCATION_MOVE_TEXTS } from '../../domain/locations/texts';
import { makeCard } from '../../domain/testing/factories';
import BinderView from './BinderView';

const frame = hookDatabase();
const texts = LOCATION_MOVE_TEXTS;

async function binderWithCopies() {
  const db = frame.open();
  const binder = await createLocation(db, {
    name: 'Trade binder',
    kind: 'binder',
    pages: 2,
    slotsPerPage: 9,
  });
  const at = (id: string, page: number, slot: number) =>
    makeCard({ id, name: `Card ${id}`, locationId: binder.id, page, slot });
  await db.cards.bulkAdd([at('a', 1, 1), at('b', 1, 2), at('c', 2, 1)]);
  render(<BinderView binder={binder} />, { wrapper: frame.wrapper });
  await screen.findByRole('button', { name: texts.slotHolds(1, 'Card a') });
  return db;
}
const place = async (db: Awaited<ReturnType<typeof binderWithCopies>>, id: string) => {
  const card = await db.cards.get(id);
  return [card?.page, card?.slot];
};

describe('BinderView', () => {
  it('shows a page as its 9 slots, empty ones too, and pages through the binder', async () => {
    await binderWithCopies();
    expect(screen.getAllByRole('button', { name: /^Empty slot/ })).toHaveLength(7);
    expect(screen.getByText(texts.pageOf(1, 2))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: texts.nextPage }));
    expect(await screen.findByRole('button', { name: texts.slotHolds(1, 'Card c') })).toBeTruthy();
    expect(screen.getByText(texts.pageOf(2, 2))).toBeTruthy();
  });

  it('tap a copy then an empty slot moves it; then a taken slot swaps the two', async () => {
    const db = await binderWithCopies();
    fireEvent.click(screen.getByRole('button', { name: texts.slotHolds(1, 'Card a') }));
    expect(screen.getByRole('status').textContent).toContain(texts.pickedHint('Card a'));
    fireEvent.click(screen.getByRole('button', { name: texts.emptySlot(5) }));
    await screen.findByRole('button', { name: texts.slotHolds(5, 'Card a') });
    expect(await place(db, 'a')).toEqual([1, 5]);

    fireEvent.click(screen.getByRole('button', { name: texts.slotHolds(5, 'Card a') }));
    fireEvent.click(screen.getByRole('button', { name: texts.slotHolds(2, 'Card b') }));
    await screen.findByRole('button', { name: texts.slotHolds(2, 'Card a') });
    expect(await place(db, 'b')).toEqual([1, 5]);
    expect(await db.outbox.count()).toBe(3);
  });

  it('a copy dragged onto another slot moves there', async () => {
    const db = await binderWithCopies();
    const dataTransfer = { getData: () => 'b', setData: () => undefined };
    fireEvent.drop(screen.getByRole('button', { name: texts.emptySlot(9) }).parentElement as HTMLElement, {
      dataTransfer,
    });
    await waitFor(async () => expect(await place(db, 'b')).toEqual([1, 9]));
  });
});
