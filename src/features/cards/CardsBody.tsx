import { useEffect } from 'react';
import type { LiveResult } from '../../db/hooks/liveResult';
import type { CardRow as StoredCard } from '../../db/rows';
import type { CardRow } from '../../domain/cards/cardRow';
import { countLine } from '../../domain/cards/filtering';
import { buildCollectionPrices, type CollectionPrices } from '../finance/collectionPrices';
import { LocationNamesProvider } from '../locations/CopyPlaceTag';
import { useCollectionQuery } from '../search/useCollectionQuery';
import { CardsGrid } from './CardsGrid';
import { CardsList } from './CardsList';
import { CardsError, CardsLoading, EmptyCollection, NoCardsFound } from './CardsStates';
import type { CardRowHandlers } from './cardRowHandlers';
import { CARDS_TEXTS } from './cardsTexts';
import { type CardsViewSettings, hasNarrowing, useCardsView } from './cardsViewSettings';
import { useCardRows } from './useCardRows';
import { useCardsSnapshot } from './useCardsSnapshot';

interface RowsViewProps {
  rows: readonly CardRow[];
  shown: number;
  total: number;
  settings: CardsViewSettings;
  handlers: CardRowHandlers;
  /** The rows are last visit's picture while the cards are read again. */
  updating?: boolean;
}

/** The count line and the grid or list. */
function RowsView({ rows, shown, total, settings, handlers, updating = false }: RowsViewProps) {
  return (
    <>
      <div className="flex items-center gap-2 px-1 text-sm text-text-secondary">
        <p aria-live="polite" data-testid="cards-count">
          {countLine(shown, total)}
        </p>
        {updating && (
          <span
            role="status"
            data-cards-updating
            className="inline-flex items-center gap-1.5 text-xs text-text-muted"
          >
            <span
              aria-hidden="true"
              className="h-3 w-3 animate-spin rounded-full border-2 border-border border-t-primary"
            />
            {CARDS_TEXTS.loading}
          </span>
        )}
      </div>
      {settings.view === 'grid' ? (
        <CardsGrid rows={rows} gainLossMode={settings.gainLossMode} {...handlers} />
      ) : (
        <CardsList
          rows={rows}
          gainLossMode={settings.gainLossMode}
          sortField={settings.sortField}
          sortDirection={settings.sortDirection}
          onSort={useCardsView.getState().sortBy}
          {...handlers}
        />
      )}
    </>
  );
}

interface ReadyCardsProps {
  cards: StoredCard[];
  prices: CollectionPrices;
  settings: CardsViewSettings;
  handlers: CardRowHandlers;
  onRows(rows: readonly CardRow[], total: number): void;
}

/** The rows once the cards are read: grouped, sorted and filtered; or why there are none. */
function ReadyCards({ cards, prices, settings, handlers, onRows }: ReadyCardsProps) {
  const { found, problems } = useCollectionQuery(cards, settings.search);
  const { rows, total } = useCardRows(cards, prices, settings, found);
  useEffect(() => onRows(rows, total), [onRows, rows, total]);
  if (cards.length === 0) return <EmptyCollection />;
  const unread = problems.map((problem) => (
    <p key={`${problem.from}-${problem.message}`} className="px-1 text-warning text-xs" role="status">
      {problem.message}
    </p>
  ));
  if (rows.length === 0) {
    return (
      <>
        {unread}
        <p className="px-1 text-sm text-text-secondary" aria-live="polite" data-testid="cards-count">
          {countLine(0, total)}
        </p>
        <NoCardsFound narrowed={hasNarrowing(settings)} />
      </>
    );
  }
  return (
    <>
      {unread}
      <RowsView rows={rows} shown={rows.length} total={total} settings={settings} handlers={handlers} />
    </>
  );
}

interface CardsBodyProps {
  collectionId: string;
  cards: LiveResult<StoredCard[]>;
  prices: LiveResult<CollectionPrices>;
  handlers: CardRowHandlers;
}

/**
 * The cards part of the section: Loading cards... (or last visit's first rows while reading), Error
 * loading cards: …, the empty collection, or the rows. The cards wait for the prices too: grouping once
 * with them beats grouping twice.
 */
export function CardsBody({ collectionId, cards, prices, handlers }: CardsBodyProps) {
  const settings = useCardsView();
  const loading = cards.status === 'loading' || prices.status === 'loading';
  const { snapshot, remember } = useCardsSnapshot(collectionId, settings, loading);
  if (cards.status === 'error') return <CardsError message={cards.message} />;
  if (loading) {
    if (!snapshot) return <CardsLoading />;
    return (
      <RowsView
        rows={snapshot.rows}
        shown={snapshot.shown}
        total={snapshot.total}
        settings={settings}
        handlers={handlers}
        updating
      />
    );
  }
  // Part 1 §7: market-price reads that fail fall back silently to none.
  const known = prices.status === 'ready' ? prices.data : NO_PRICES;
  return (
    <LocationNamesProvider>
      <ReadyCards
        cards={cards.data}
        prices={known}
        settings={settings}
        handlers={handlers}
        onRows={remember}
      />
    </LocationNamesProvider>
  );
}

const NO_PRICES = buildCollectionPrices([]);
