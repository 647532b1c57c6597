// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DatabaseProvider } from '../../db/DatabaseProvider';
import type { CardfolioDatabase } from '../../db/database';
import type { LiveResult } from '../../db/hooks/liveResult';
import type { CardRow } from '../../db/rows';
import { freshDatabase } from '../../db/testing/database';
import { makeCard } from '../../domain/testing/factories';
import { buildCollectionPrices, type CollectionPrices } from '../finance/collectionPrices';
import { CardsBody } from './CardsBody';
import { DEFAULT_CARDS_VIEW, useCardsView } from './cardsViewSettings';

let db: CardfolioDatabase;
beforeEach(() => {
  db = freshDatabase();
  localStorage.clear();
  useCardsView.setState(DEFAULT_CARDS_VIEW);
});
afterEach(async () => {
  cleanup();
  vi.useRealTimers();
  await db.delete();
});

const handlers = { onEdit: () => {}, onRemove: () => {}, onEnlarge: () => {} };
const prices: LiveResult<CollectionPrices> = { status: 'ready', data: buildCollectionPrices([]) };
const wrapper = ({ children }: { children: ReactNode }) => (
  <DatabaseProvider database={db}>{children}</DatabaseProvider>
);
const body = (cards: LiveResult<CardRow[]>) => (
  <CardsBody collectionId="c1" cards={cards} prices={prices} handlers={handlers} />
);

describe('CardsBody states', () => {
  it('says Loading cards... and Error loading cards: with the error', () => {
    const { rerender } = render(body({ status: 'loading' }), { wrapper });
    expect(screen.getByRole('status').textContent).toContain('Loading cards...');
    rerender(body({ status: 'error', message: 'QuotaExceededError' }));
    expect(screen.getByRole('alert').textContent).toContain('Error loading cards: QuotaExceededError');
  });

  it('tells an empty collection from a search that finds nothing', () => {
    const { rerender } = render(body({ status: 'ready', data: [] }), { wrapper });
    expect(screen.getByText('No Cards in Collection')).toBeTruthy();
    expect(screen.getByText('Record a transaction or manually add a card...')).toBeTruthy();
    const cards: LiveResult<CardRow[]> = { status: 'ready', data: [makeCard({ name: 'Opt' })] };
    act(() => useCardsView.setState({ search: 'bolt' }));
    rerender(body(cards));
    expect(screen.getByTestId('cards-count').textContent).toContain('0 of 1 cards');
    expect(screen.getByText('No cards found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your search or filters')).toBeTruthy();
    // Without search or filters nothing can be shown only when no card has a condition line.
    act(() => useCardsView.setState({ search: '' }));
    rerender(body({ status: 'ready', data: [makeCard({ name: 'Opt', conditionQuantities: [] })] }));
    expect(screen.getByText('Add some cards to your collection to get started')).toBeTruthy();
  });

  it('names a term of the query it cannot read and searches the rest', async () => {
    const cards: LiveResult<CardRow[]> = {
      status: 'ready',
      data: [makeCard({ name: 'Opt' }), makeCard({ name: 'Lightning Bolt' })],
    };
    act(() => useCardsView.setState({ search: 'bolt mv<=x' }));
    render(body(cards), { wrapper });
    expect((await screen.findByRole('status')).textContent).toMatch(/mv<=x/);
    expect(await screen.findByText('Lightning Bolt')).toBeTruthy();
    expect(screen.queryByText('Opt')).toBeNull();
  });

  it('shows the last visit’s count line while the cards are read again', () => {
    // Only the timers: the device database (fake-indexeddb, read by the location names) runs on setImmediate.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const cards: LiveResult<CardRow[]> = {
      status: 'ready',
      data: [makeCard({ name: 'Opt' }), makeCard({ name: 'Bolt' })],
    };
    const first = render(body(cards), { wrapper });
    expect(screen.getByTestId('cards-count').textContent).toContain('2 of 2 cards');
    act(() => vi.advanceTimersByTime(600));
    first.unmount();
    render(body({ status: 'loading' }), { wrapper });
    expect(screen.getByTestId('cards-count').textContent).toContain('2 of 2 cards');
    expect(screen.getByRole('status').textContent).toContain('Loading cards...');
  });
});
