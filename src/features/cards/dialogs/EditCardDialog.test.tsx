// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCard } from '../../../db/cards/createCard';
import type { CardfolioDatabase } from '../../../db/database';
import { createLocation } from '../../../db/locations/locations';
import { syncedCollection } from '../../../db/testing/cards';
import { freshDatabase, outboxCalls } from '../../../db/testing/database';
import type { Card } from '../../../domain/schemas';
import { CARD_DIALOG_TEXTS, LOCATION_TEXTS } from '../../../domain/texts';
import { EditCardDialog } from './EditCardDialog';
import { RemoveCardDialog } from './RemoveCardDialog';
import { renderWithDatabase } from './testing/dialogs';

let db: CardfolioDatabase;
let card: Card;

beforeEach(async () => {
  db = freshDatabase();
  const binder = await syncedCollection(db);
  card = await createCard(db, {
    collectionId: binder,
    name: 'Llanowar Elves',
    set: 'Dominaria',
    setCode: 'dom',
    color: 'green',
    rarity: 'Common',
    conditionQuantities: [{ condition: 'Near Mint', quantity: 2, purchasePrice: 0.25 }],
  });
  await db.outbox.clear();
});
afterEach(async () => {
  cleanup();
  await db.delete();
});

const rowGroups = (dialog: HTMLElement) => within(dialog).getAllByRole('group', { name: /^Row \d/ });

describe('Edit Card', () => {
  it('shows name, set, colour and rarity read-only and saves status, foil, notes and rows', async () => {
    const onClose = vi.fn();
    renderWithDatabase(db, <EditCardDialog card={card} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit Card' });
    expect(dialog.querySelector('dl')?.textContent).toBe(
      'NameLlanowar ElvesSetDominaria (DOM)ColorGreenRarityCommon',
    );
    expect(within(dialog).queryByDisplayValue('Llanowar Elves')).toBeNull();

    const [first] = rowGroups(dialog);
    expect((within(first).getByRole('button', { name: 'Remove row 1' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: '+ Add Condition' }));
    const second = rowGroups(dialog)[1];
    expect((within(first).getByRole('button', { name: 'Remove row 1' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    fireEvent.change(within(second).getByLabelText('Condition'), { target: { value: 'Excellent' } });
    fireEvent.change(within(second).getByLabelText('Quantity'), { target: { value: '3' } });
    fireEvent.change(within(second).getByLabelText('Price'), { target: { value: '0.4' } });
    fireEvent.change(within(dialog).getByLabelText('Status'), { target: { value: 'want' } });
    fireEvent.click(within(dialog).getByLabelText('Foil'));
    fireEvent.change(within(dialog).getByLabelText('Notes'), { target: { value: 'Judge promo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await db.cards.get(card.id)).toMatchObject({
      status: 'want',
      foil: true,
      notes: 'Judge promo',
      conditionQuantities: [
        { condition: 'Near Mint', quantity: 2, purchasePrice: 0.25 },
        { condition: 'Excellent', quantity: 3, purchasePrice: 0.4 },
      ],
    });
    const [call] = await outboxCalls(db);
    expect(call).toMatchObject({ method: 'PUT', path: `/cards/${card.id}` });
    expect(Object.keys(call.body as object).sort()).toEqual([
      'conditionQuantities',
      'foil',
      'notes',
      'status',
    ]);
  });

  it('keeps the dialog open with inline messages for quantity below 1 and a negative price', async () => {
    const onClose = vi.fn();
    renderWithDatabase(db, <EditCardDialog card={card} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit Card' });
    const [row] = rowGroups(dialog);
    fireEvent.change(within(row).getByLabelText('Quantity'), { target: { value: '0' } });
    fireEvent.change(within(row).getByLabelText('Price'), { target: { value: '-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(row).getByText(CARD_DIALOG_TEXTS.quantityAtLeastOne)).toBeTruthy();
    expect(within(row).getByText(CARD_DIALOG_TEXTS.invalidPrice)).toBeTruthy();
    expect(within(row).getByLabelText('Quantity').getAttribute('aria-invalid')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();
    expect(await db.outbox.count()).toBe(0);
  });

  it("says 'Failed to save card changes' when the card is gone", async () => {
    renderWithDatabase(db, <EditCardDialog card={card} onClose={() => {}} />);
    await db.cards.delete(card.id);
    const dialog = screen.getByRole('dialog', { name: 'Edit Card' });
    fireEvent.click(within(dialog).getByLabelText('Foil'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(CARD_DIALOG_TEXTS.saveFailed);
  });
});

describe('Edit Card: where the copy is (issue 25)', () => {
  it('files the copy in a binder page and slot, and refuses a page the binder lacks without saving anything', async () => {
    const binder = await createLocation(db, { name: 'Binder 2', kind: 'binder', pages: 10, slotsPerPage: 9 });
    await db.outbox.clear();
    const onClose = vi.fn();
    renderWithDatabase(db, <EditCardDialog card={card} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit Card' });
    fireEvent.change(await within(dialog).findByLabelText(LOCATION_TEXTS.locationField), {
      target: { value: binder.id },
    });
    fireEvent.change(within(dialog).getByLabelText('Notes'), { target: { value: 'Trade bait' } });
    fireEvent.change(within(dialog).getByLabelText(LOCATION_TEXTS.pageField), { target: { value: '11' } });
    fireEvent.change(within(dialog).getByLabelText(LOCATION_TEXTS.slotField), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText(LOCATION_TEXTS.pageOutOfRange)).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
    expect((await db.cards.get(card.id))?.notes).toBe('');

    fireEvent.change(within(dialog).getByLabelText(LOCATION_TEXTS.pageField), { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await db.cards.get(card.id)).toMatchObject({
      notes: 'Trade bait',
      locationId: binder.id,
      page: 4,
      slot: 3,
    });
    // Two edits of one unsent path coalesce into one call (src/db/outbox/README.md, row 2).
    expect(await outboxCalls(db)).toEqual([
      {
        method: 'PUT',
        path: `/cards/${card.id}`,
        body: { notes: 'Trade bait', locationId: binder.id, page: 4, slot: 3 },
      },
    ]);
  });

  it('shows no place fields to a collector without locations', () => {
    renderWithDatabase(db, <EditCardDialog card={card} onClose={() => {}} />);
    expect(screen.queryByLabelText(LOCATION_TEXTS.locationField)).toBeNull();
  });
});

describe('Remove Card', () => {
  it('asks first, then removes the copy', async () => {
    const onClose = vi.fn();
    renderWithDatabase(db, <RemoveCardDialog card={card} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Remove Card' });
    expect(dialog.textContent).toContain(CARD_DIALOG_TEXTS.removeQuestion);
    expect(dialog.textContent).toContain(CARD_DIALOG_TEXTS.removeWarning);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await db.cards.get(card.id)).toBeUndefined();
    expect(await outboxCalls(db)).toEqual([{ method: 'DELETE', path: `/cards/${card.id}`, body: null }]);
  });

  it('Cancel keeps the card', async () => {
    const onClose = vi.fn();
    renderWithDatabase(db, <RemoveCardDialog card={card} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(await db.cards.get(card.id)).toBeDefined();
  });
});
