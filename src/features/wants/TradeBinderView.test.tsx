// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { syncedCollection } from '../../db/testing/cards';
import { hookDatabase } from '../../db/testing/hookDatabase';
import { Card } from '../../domain/schemas';
import { WANT_VIEW_TEXTS as TEXTS } from '../../domain/wants/wantViewTexts';
import TradeBinderView from './TradeBinderView';

const frame = hookDatabase();
afterEach(() => localStorage.clear());

const card = (id: string, collectionId: string, name: string, quantity: number, marketPrice: number | null) =>
  Card.parse({
    id,
    collectionId,
    name,
    setCode: 'm10',
    marketPrice,
    conditionQuantities: [{ condition: 'Near Mint', quantity }],
    createdAt: '2026-11-27T10:00:00.000Z',
    updatedAt: '2026-11-27T10:00:00.000Z',
  });

const status = () => screen.getByRole('status').textContent ?? '';

describe('TradeBinderView', () => {
  it('lists the copies beyond a playset or a singleton, with their value, and a per-card keep count', async () => {
    const db = frame.open();
    const collectionId = await syncedCollection(db);
    await db.cards.bulkPut([
      card('a', collectionId, 'Lightning Bolt', 6, 2.5),
      card('b', collectionId, 'Opt', 2, null),
    ]);
    render(<TradeBinderView />, { wrapper: frame.wrapper });
    await waitFor(() => expect(status()).toContain(`${TEXTS.tradeTotal(2)} · $5.00`));
    expect(within(screen.getByRole('list', { name: TEXTS.spares })).getByText('Lightning Bolt')).toBeTruthy();

    fireEvent.click(screen.getByLabelText(TEXTS.singleton));
    await waitFor(() => expect(status()).toContain(`${TEXTS.tradeTotal(6)} · $12.50`));
    expect(status()).toContain(TEXTS.unpriced(1));

    fireEvent.change(screen.getByLabelText(TEXTS.cardName), { target: { value: 'Lightning Bolt' } });
    fireEvent.change(screen.getByLabelText(TEXTS.keepCount), { target: { value: 'many' } });
    fireEvent.click(screen.getByRole('button', { name: TEXTS.setKeep }));
    expect((await screen.findByRole('alert')).textContent).toContain(TEXTS.keepInvalid);
    fireEvent.change(screen.getByLabelText(TEXTS.keepCount), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: TEXTS.setKeep }));
    await waitFor(() => expect(status()).toContain(`${TEXTS.tradeTotal(1)} · $0.00`));
    // The keep counts stay on the device for the next visit.
    expect(localStorage.getItem(`cardfolio-trade-keep:${db.name}`)).toContain('"lightning bolt":6');
  });
});
