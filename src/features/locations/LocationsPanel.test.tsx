// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createLocation } from '../../db/locations/locations';
import { outboxCalls } from '../../db/testing/database';
import { hookDatabase } from '../../db/testing/hookDatabase';
import { makeCard } from '../../domain/testing/factories';
import { LOCATION_TEXTS } from '../../domain/texts';
import LocationsPanel from './LocationsPanel';

const frame = hookDatabase();

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('LocationsPanel', () => {
  it('creates a binder with its size and lists it; a box asks for no size', async () => {
    const db = frame.open();
    render(<LocationsPanel />, { wrapper: frame.wrapper });
    await screen.findByText(LOCATION_TEXTS.empty);
    type('Name', 'Binder 1');
    type('Pages', '20');
    fireEvent.click(screen.getByRole('button', { name: LOCATION_TEXTS.addLocation }));
    const list = await screen.findByRole('list', { name: LOCATION_TEXTS.title });
    expect(within(list).getByText('Binder 1')).toBeTruthy();
    expect(within(list).getByText(/Binder · 20 pages × 9/)).toBeTruthy();
    type('Kind', 'box');
    expect(screen.queryByLabelText('Pages')).toBeNull();
    expect(await db.locations.count()).toBe(1);
  });

  it('shows the refusal of a binder without pages and adds nothing', async () => {
    const db = frame.open();
    render(<LocationsPanel />, { wrapper: frame.wrapper });
    await screen.findByText(LOCATION_TEXTS.empty);
    type('Name', 'Binder 1');
    type('Pages', '0');
    fireEvent.click(screen.getByRole('button', { name: LOCATION_TEXTS.addLocation }));
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    expect(await db.locations.count()).toBe(0);
  });

  it('renames a location', async () => {
    const db = frame.open();
    await createLocation(db, { name: 'Box', kind: 'box' });
    render(<LocationsPanel />, { wrapper: frame.wrapper });
    fireEvent.click(await screen.findByRole('button', { name: `${LOCATION_TEXTS.rename} Box` }));
    fireEvent.change(screen.getByRole('textbox', { name: `${LOCATION_TEXTS.rename} Box` }), {
      target: { value: 'Shoebox' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Shoebox');
    expect((await db.locations.toArray())[0]?.name).toBe('Shoebox');
  });

  it('deleting a location that holds copies asks where they go, then moves them', async () => {
    const db = frame.open();
    const binder = await createLocation(db, { name: 'Binder', kind: 'binder', pages: 2, slotsPerPage: 9 });
    const box = await createLocation(db, { name: 'Box', kind: 'box' });
    const card = makeCard({ locationId: binder.id, page: 1, slot: 1 });
    await db.cards.add(card);
    render(<LocationsPanel />, { wrapper: frame.wrapper });
    await screen.findByText(/1 copies/);
    fireEvent.click(screen.getByRole('button', { name: `${LOCATION_TEXTS.delete} Binder` }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(
      within(dialog).getByLabelText(new RegExp(LOCATION_TEXTS.deleteQuestion.replace('?', '\\?'))),
      {
        target: { value: box.id },
      },
    );
    fireEvent.click(within(dialog).getByRole('button', { name: LOCATION_TEXTS.moveCopies }));
    await waitFor(async () => expect(await db.locations.count()).toBe(1));
    expect(await db.cards.get(card.id)).toMatchObject({ locationId: box.id, page: null, slot: null });
    expect((await outboxCalls(db)).at(-1)).toMatchObject({ method: 'DELETE', body: { moveTo: box.id } });
  });
});
