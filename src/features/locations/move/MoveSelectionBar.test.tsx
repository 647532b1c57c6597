// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createLocation } from '../../../db/locations/locations';
import { hookDatabase } from '../../../db/testing/hookDatabase';
import { LOCATION_MOVE_TEXTS } from '../../../domain/locations/texts';
import { makeCard } from '../../../domain/testing/factories';
import { useCardSelection } from './cardSelection';
import { MoveSelectionBar } from './MoveSelectionBar';

const frame = hookDatabase();
afterEach(() => useCardSelection.getState().clear());

async function threeCopiesSelected() {
  const db = frame.open();
  const cards = ['a', 'b', 'c'].map((id) => makeCard({ id, name: `Card ${id}` }));
  await db.cards.bulkAdd(cards);
  const { toggle } = useCardSelection.getState();
  toggle('row-a', ['a']);
  toggle('row-bc', ['b', 'c']);
  return db;
}

describe('Move to…', () => {
  it('files the selected copies in a binder from the slot given, then clears the selection', async () => {
    const db = await threeCopiesSelected();
    await createLocation(db, { name: 'Box', kind: 'box' });
    const binder = await createLocation(db, { name: 'Binder', kind: 'binder', pages: 2, slotsPerPage: 9 });
    render(<MoveSelectionBar />, { wrapper: frame.wrapper });
    expect(screen.getByText(LOCATION_MOVE_TEXTS.selected(3))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: LOCATION_MOVE_TEXTS.moveTo }));
    fireEvent.change(await screen.findByLabelText('Location'), { target: { value: binder.id } });
    fireEvent.change(screen.getByLabelText(LOCATION_MOVE_TEXTS.startSlot), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: LOCATION_MOVE_TEXTS.move }));
    expect(await screen.findByText(LOCATION_MOVE_TEXTS.moved(3, 'Binder'))).toBeTruthy();
    const places = (await db.cards.bulkGet(['a', 'b', 'c'])).map((card) => [card?.page, card?.slot]);
    expect(places).toEqual([
      [1, 8],
      [1, 9],
      [2, 1],
    ]);
    expect(useCardSelection.getState().rows.size).toBe(0);
  });

  it('shows why a full binder refuses the move and moves nothing', async () => {
    const db = await threeCopiesSelected();
    await createLocation(db, { name: 'Tiny', kind: 'binder', pages: 1, slotsPerPage: 2 });
    render(<MoveSelectionBar />, { wrapper: frame.wrapper });
    fireEvent.click(screen.getByRole('button', { name: LOCATION_MOVE_TEXTS.moveTo }));
    await screen.findByLabelText(LOCATION_MOVE_TEXTS.startPage);
    fireEvent.click(screen.getByRole('button', { name: LOCATION_MOVE_TEXTS.move }));
    expect((await screen.findByRole('alert')).textContent).toContain(LOCATION_MOVE_TEXTS.binderFull(3, 2));
    await waitFor(async () => expect(await db.cards.where('locationId').above('').count()).toBe(0));
    expect(useCardSelection.getState().rows.size).toBe(2);
  });
});
