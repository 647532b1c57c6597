// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { quickAddCard } from '../../db/cards/quickAddCard';
import { boltDefinition, syncedCollection } from '../../db/testing/cards';
import { outboxCalls } from '../../db/testing/database';
import { hookDatabase } from '../../db/testing/hookDatabase';
import { WANT_TEXTS } from '../../domain/texts';
import WantListPanel from './WantListPanel';

const frame = hookDatabase();

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('WantListPanel', () => {
  it('adds a want and shows what you have of it and what is missing', async () => {
    const db = frame.open();
    const collectionId = await syncedCollection(db);
    await quickAddCard(db, { collectionId, definition: boltDefinition() });
    render(<WantListPanel />, { wrapper: frame.wrapper });
    await screen.findByText(WANT_TEXTS.empty);
    type('Card name', 'Lightning Bolt');
    type('Quantity', '4');
    fireEvent.click(screen.getByRole('button', { name: WANT_TEXTS.addWant }));
    const list = await screen.findByRole('list', { name: WANT_TEXTS.title });
    expect(within(list).getByText('Lightning Bolt')).toBeTruthy();
    expect(within(list).getByText(`${WANT_TEXTS.have} 1 · ${WANT_TEXTS.missing} 3`)).toBeTruthy();
    expect((await outboxCalls(db)).map((call) => `${call.method} ${call.path}`)).toContain('POST /wants');
  });

  it('shows the refusal of a quantity of 0 and adds nothing; a want can be removed', async () => {
    const db = frame.open();
    render(<WantListPanel />, { wrapper: frame.wrapper });
    await screen.findByText(WANT_TEXTS.empty);
    type('Card name', 'Black Lotus');
    type('Quantity', '0');
    fireEvent.click(screen.getByRole('button', { name: WANT_TEXTS.addWant }));
    expect((await screen.findByRole('alert')).textContent).toContain(WANT_TEXTS.quantityRange);
    expect(await db.wants.count()).toBe(0);
    type('Quantity', '1');
    fireEvent.click(screen.getByRole('button', { name: WANT_TEXTS.addWant }));
    fireEvent.click(await screen.findByRole('button', { name: `${WANT_TEXTS.remove} Black Lotus` }));
    await screen.findByText(WANT_TEXTS.empty);
    expect(await db.wants.count()).toBe(0);
  });
});
