import { useEffect, useMemo, useRef } from 'react';
import type { CardRow } from '../../domain/cards/cardRow';
import { filterCards } from '../../domain/cards/filtering';
import { groupCards } from '../../domain/cards/grouping';
import { sortCardRows } from '../../domain/cards/sorting';
import type { Card } from '../../domain/schemas';
import type { CollectionPrices } from '../finance/collectionPrices';
import type { CardsViewSettings } from './cardsViewSettings';
import { createNarrowingFilter } from './narrowingFilter';

export interface CardRows {
  /** The rows shown: grouped, sorted, then filtered. */
  rows: CardRow[];
  /** Rows before search and filters: the Y of "X of Y cards". */
  total: number;
}

/**
 * The cards view's rows, each step memoized on what it reads, so a change redoes only the steps after
 * it: a search keystroke only filters, a sort change sorts and filters, a group change does all three.
 * Filtering comes last because every field it reads (name, set, set code, type, colour, rarity, status)
 * is the same on every copy a row stands for: filtering rows equals grouping filtered cards, and the
 * sorted rows are not rebuilt while the user types.
 */
export function useCardRows(
  cards: readonly Card[],
  prices: CollectionPrices,
  settings: CardsViewSettings,
  /** The copies a search in the query language found; null when the search is plain words. */
  found: ReadonlySet<string> | null = null,
): CardRows {
  const { groupBy, sortField, sortDirection, gainLossMode, search, color, rarity, status, grader, grade } =
    settings;
  // Part 1 §4: the market price is looked up by the spec's keys; temp- cards are skipped by default.
  const priceOf = prices.cardPriceOf;
  const grouped = useMemo(() => groupCards(cards, groupBy, priceOf), [cards, groupBy, priceOf]);
  // The display mode matters only when sorting by gain/loss: toggling it otherwise sorts nothing again.
  const gainLossBy = sortField === 'gainLoss' ? gainLossMode : 'percent';
  const sorted = useMemo(
    () => sortCardRows(grouped, sortField, sortDirection, gainLossBy),
    [grouped, sortField, sortDirection, gainLossBy],
  );
  useEffect(() => warmSearchText(grouped), [grouped]);
  const filterRef = useRef<ReturnType<typeof createNarrowingFilter<CardRow>> | null>(null);
  filterRef.current ??= createNarrowingFilter<CardRow>();
  const narrowingFilter = filterRef.current;
  const rows = useMemo(() => {
    if (!found) return narrowingFilter(sorted, { search, color, rarity, status, grader, grade });
    const queried = sorted.filter((row) => row.cardIds.some((id) => found.has(id)));
    return filterCards(queried, { color, rarity, status, grader, grade });
  }, [narrowingFilter, sorted, search, color, rarity, status, grader, grade, found]);
  return { rows, total: grouped.length };
}

/**
 * filterCards keeps each row's lower-case search text once it has been made. Making it for every row
 * while the browser is idle spares the first keystroke after loading or regrouping from making 50,000
 * of them. A search for a character no card holds touches every row and keeps none.
 */
function warmSearchText(rows: readonly CardRow[]): () => void {
  const warm = () => filterCards(rows, { search: '\u0001' });
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(warm, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(warm, 200);
  return () => clearTimeout(handle);
}
