// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { syncedCollection } from '../../../db/testing/cards';
import { hookDatabase } from '../../../db/testing/hookDatabase';
import { saveTransaction } from '../../../db/transactions/saveTransaction';
import { makeCard, makeLine } from '../../../domain/testing/factories';
import { NewTransactionWizard } from './NewTransactionWizard';
import { editableInWizard } from './wizardDraft';
import { WIZARD_TEXTS } from './wizardTexts';

const frame = hookDatabase();

async function collectionHoldingBolts() {
  const db = frame.open();
  const collectionId = await syncedCollection(db);
  const bolt = makeCard({
    id: 'bolt',
    collectionId,
    conditionQuantities: [makeLine('Near Mint', 3, 2, { purchaseDate: '2026-01-05' })],
  });
  await db.cards.put(bolt);
  return { db, collectionId };
}

const next = () => fireEvent.click(screen.getByRole('button', { name: WIZARD_TEXTS.next }));

/** Step 1 → Adjustment; step 2: one Lightning Bolt leaves (the default direction). */
async function loseOneBolt() {
  fireEvent.click(screen.getByRole('radio', { name: new RegExp(WIZARD_TEXTS.types.adjustment.label) }));
  next();
  expect(screen.getByRole('heading', { name: WIZARD_TEXTS.stepTitles.adjustmentItems })).toBeTruthy();
  fireEvent.change(screen.getByLabelText(WIZARD_TEXTS.holdingSearchLabel), { target: { value: 'bolt' } });
  fireEvent.click(await screen.findByRole('button', { name: /^Select Lightning Bolt/ }));
  // Copies that leave have no price: nothing to type but the quantity.
  expect(screen.queryByLabelText(WIZARD_TEXTS.price)).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: WIZARD_TEXTS.addToAdjustment }));
  const items = screen.getByRole('list', { name: WIZARD_TEXTS.itemsTitle });
  expect(within(items).getByText(WIZARD_TEXTS.leaves(1))).toBeTruthy();
}

describe('New Transaction wizard: Adjustment', () => {
  it('records lost copies with a reason: they leave at their cost basis, one outbox entry', async () => {
    const { db, collectionId } = await collectionHoldingBolts();
    const onClose = vi.fn();
    render(<NewTransactionWizard collectionId={collectionId} onTrade={() => {}} onClose={onClose} />, {
      wrapper: frame.wrapper,
    });
    await loseOneBolt();
    next();

    // Step 3: the reason is required, with a message while it is blank.
    const reason = screen.getByLabelText(WIZARD_TEXTS.reason);
    expect(screen.getByRole('alert').textContent).toBe(WIZARD_TEXTS.reasonRequired);
    expect(screen.getByRole('button', { name: WIZARD_TEXTS.next }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(reason, { target: { value: '   ' } });
    expect(screen.getByRole('button', { name: WIZARD_TEXTS.next }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(reason, { target: { value: 'Lost at a tournament' } });
    expect(screen.queryByText(WIZARD_TEXTS.reasonRequired)).toBeNull();
    next();

    // Step 4: the ledger's preview of what the lost copy cost.
    expect((await screen.findByTestId('review-loss')).textContent).toBe('$2.00');
    fireEvent.click(screen.getByRole('button', { name: WIZARD_TEXTS.complete }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());

    expect((await db.cards.get('bolt'))?.conditionQuantities.map((row) => row.quantity)).toEqual([2]);
    const [saved] = await db.transactions.toArray();
    expect(saved).toMatchObject({ type: 'adjustment', notes: 'Lost at a tournament', totalValue: 0 });
    expect(saved.items[0]).toMatchObject({ isGiven: true, price: 0, quantity: 1 });
    expect(saved.items[0].ledger).toMatchObject({
      direction: 'out',
      proceeds: 0,
      costBasis: 2,
      realizedGain: -2,
    });
    const outbox = await db.outbox.toArray();
    expect(outbox.map((entry) => [entry.method, entry.path])).toEqual([['POST', '/transactions/unified']]);
  });

  it('cannot take more copies than a condition holds: the quantity is capped with the spec message', async () => {
    const { collectionId } = await collectionHoldingBolts();
    render(<NewTransactionWizard collectionId={collectionId} onTrade={() => {}} onClose={() => {}} />, {
      wrapper: frame.wrapper,
    });
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(WIZARD_TEXTS.types.adjustment.label) }));
    next();
    fireEvent.change(screen.getByLabelText(WIZARD_TEXTS.holdingSearchLabel), { target: { value: 'bolt' } });
    fireEvent.click(await screen.findByRole('button', { name: /^Select Lightning Bolt/ }));
    fireEvent.change(screen.getByLabelText(WIZARD_TEXTS.quantity), { target: { value: '5' } });
    expect(screen.getByRole('alert').textContent).toBe(WIZARD_TEXTS.quantityExceeds);
    expect((screen.getByLabelText(WIZARD_TEXTS.quantity) as HTMLInputElement).value).toBe('3');
  });

  it('switching to copies that arrive searches the card database and asks no price', async () => {
    const { collectionId } = await collectionHoldingBolts();
    render(<NewTransactionWizard collectionId={collectionId} onTrade={() => {}} onClose={() => {}} />, {
      wrapper: frame.wrapper,
    });
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(WIZARD_TEXTS.types.adjustment.label) }));
    next();
    expect(screen.getByRole('button', { name: WIZARD_TEXTS.next }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(
      screen.getByRole('radio', { name: new RegExp(WIZARD_TEXTS.adjustmentDirections.arrive.label) }),
    );
    expect(screen.getByLabelText(WIZARD_TEXTS.cardSearchLabel)).toBeTruthy();
    expect(screen.queryByLabelText(WIZARD_TEXTS.holdingSearchLabel)).toBeNull();
  });
});

describe('Editing an adjustment in the wizard', () => {
  it('opens on its lines and reason; the edit keeps its id and takes the new count', async () => {
    const { db, collectionId } = await collectionHoldingBolts();
    const saved = await saveTransaction(db, {
      collectionId,
      type: 'adjustment',
      date: '2026-11-02',
      notes: 'Lost one',
      items: [
        {
          itemType: 'card',
          id: 'bolt',
          name: 'Lightning Bolt',
          set: 'Magic 2010',
          condition: 'Near Mint',
          quantity: 1,
          price: 0,
          isGiven: true,
        },
      ],
    });
    expect(editableInWizard(saved)).toBe(true);
    const onClose = vi.fn();
    render(
      <NewTransactionWizard
        collectionId={collectionId}
        editing={saved}
        onTrade={() => {}}
        onClose={onClose}
      />,
      {
        wrapper: frame.wrapper,
      },
    );
    const items = screen.getByRole('list', { name: WIZARD_TEXTS.itemsTitle });
    expect(within(items).getByText(WIZARD_TEXTS.leaves(1))).toBeTruthy();
    // Two were lost, not one: the line again with quantity 2 (two copies are still held).
    fireEvent.click(screen.getByRole('button', { name: `${WIZARD_TEXTS.remove} Lightning Bolt` }));
    fireEvent.change(screen.getByLabelText(WIZARD_TEXTS.holdingSearchLabel), { target: { value: 'bolt' } });
    fireEvent.click(await screen.findByRole('button', { name: /^Select Lightning Bolt/ }));
    fireEvent.change(screen.getByLabelText(WIZARD_TEXTS.quantity), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: WIZARD_TEXTS.addToAdjustment }));
    next();
    const reason = screen.getByLabelText(WIZARD_TEXTS.reason) as HTMLTextAreaElement;
    expect(reason.value).toBe('Lost one');
    fireEvent.change(reason, { target: { value: 'Lost two' } });
    next();
    expect((await screen.findByTestId('review-loss')).textContent).toBe('$4.00');
    fireEvent.click(screen.getByRole('button', { name: WIZARD_TEXTS.saveEdit }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());

    expect((await db.cards.get('bolt'))?.conditionQuantities.map((row) => row.quantity)).toEqual([1]);
    const all = await db.transactions.toArray();
    expect(all.map((row) => [row.id, row.notes, row.items.map((item) => item.quantity)])).toEqual([
      [saved.id, 'Lost two', [2]],
    ]);
  });
});
