// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCard } from '../../db/cards/createCard';
import type { CardfolioDatabase } from '../../db/database';
import { syncedCollection } from '../../db/testing/cards';
import { freshDatabase, outboxCalls } from '../../db/testing/database';
import type { Card } from '../../domain/schemas';
import { renderWithDatabase } from '../cards/dialogs/testing/dialogs';
import GradeCopyDialog from './GradeCopyDialog';
import { SlabLabel, SlabsWithoutValue } from './SlabLabel';

let db: CardfolioDatabase;
let card: Card;

beforeEach(async () => {
  db = freshDatabase();
  card = await createCard(db, {
    collectionId: await syncedCollection(db),
    name: 'Charizard',
    conditionQuantities: [{ condition: 'Near Mint', quantity: 2, purchasePrice: 100 }],
  });
  await db.outbox.clear();
});
afterEach(async () => {
  cleanup();
  await db.delete();
});

const field = (dialog: HTMLElement, name: string) => within(dialog).getByLabelText(name);
const change = (dialog: HTMLElement, name: string, value: string) =>
  fireEvent.change(field(dialog, name), { target: { value } });

describe('Grade a copy', () => {
  it('grades one copy PSA 9 with a certificate: one call, and the slab shows its label', async () => {
    const onClose = vi.fn();
    renderWithDatabase(db, <GradeCopyDialog card={card} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Grade a copy: Charizard' });
    change(dialog, 'Grade', '9');
    change(dialog, 'Certificate number', '81234567');
    change(dialog, 'Grading fee', '20');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Grade' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());

    const slab = (await db.cards.toArray()).find((row) => row.grading);
    expect(slab?.grading).toMatchObject({ grader: 'PSA', grade: 9, certificate: '81234567', fee: 20 });
    expect(slab?.conditionQuantities[0]?.purchasePrice).toBe(120);
    expect((await outboxCalls(db)).map((call) => `${call.method} ${call.path}`)).toEqual([
      `POST /cards/${card.id}/grade`,
    ]);
    render(<SlabLabel grading={slab?.grading} />);
    expect(screen.getByText('PSA 9')).toBeTruthy();
    expect(screen.getByText('graded: manual value')).toBeTruthy();
    render(<SlabsWithoutValue cards={await db.cards.toArray()} />);
    expect(screen.getByText('1 graded copy has no value yet (graded: manual value)')).toBeTruthy();
  });

  it('refuses a certificate number already used, shows BGS subgrades, and writes nothing', async () => {
    const onClose = vi.fn();
    renderWithDatabase(db, <GradeCopyDialog card={card} onClose={onClose} />);
    let dialog = screen.getByRole('dialog');
    change(dialog, 'Certificate number', '555');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Grade' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    cleanup();

    const rest = (await db.cards.toArray()).find((row) => !row.grading) as Card;
    renderWithDatabase(db, <GradeCopyDialog card={rest} onClose={onClose} />);
    dialog = screen.getByRole('dialog');
    change(dialog, 'Grader', 'BGS');
    expect(within(dialog).getByRole('group', { name: 'BGS subgrades' })).toBeTruthy();
    change(dialog, 'Centering', '9.5');
    change(dialog, 'Certificate number', '555');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Grade' }));
    // Certificates are per grader: BGS 555 is another slab than PSA 555.
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
    cleanup();

    const [again] = (await db.cards.toArray()).filter((row) => row.grading?.grader === 'PSA');
    const another = await createCard(db, {
      collectionId: (again as Card).collectionId,
      name: 'Blastoise',
      conditionQuantities: [{ condition: 'Played', quantity: 1 }],
    });
    renderWithDatabase(db, <GradeCopyDialog card={another} onClose={onClose} />);
    dialog = screen.getByRole('dialog');
    change(dialog, 'Certificate number', '555');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Grade' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'A graded copy with certificate number 555 already exists',
    );
    expect(onClose).toHaveBeenCalledTimes(2);
    expect((await db.cards.get(another.id))?.grading).toBeUndefined();
  });
});
