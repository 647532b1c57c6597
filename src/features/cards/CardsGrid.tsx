import { useCallback } from 'react';
import type { CardRow } from '../../domain/cards/cardRow';
import type { GainLossSortBy } from '../../domain/cards/sorting';
import { useWindowList } from '../../ui/useWindowList';
import type { CardRowHandlers } from './cardRowHandlers';
import { GridCard } from './GridCard';
import { useColumnCount } from './useColumnCount';

interface CardsGridProps extends CardRowHandlers {
  rows: readonly CardRow[];
  gainLossMode: GainLossSortBy;
}

/** A first guess of a line of grid cards; each line is measured once drawn. */
const estimateLineHeight = (columns: number) => (columns === 2 ? 470 : 560);

/**
 * The grid, virtualized by lines of cards: only the lines near the viewport are drawn, so 50,000
 * copies scroll like fifty. Lines are measured as they are drawn, since notes and condition lines
 * make cards of different heights.
 */
export function CardsGrid({ rows, gainLossMode, ...handlers }: CardsGridProps) {
  const columns = useColumnCount();
  const lineCount = Math.ceil(rows.length / columns);
  // Stable functions: the virtualizer recomputes every line's position whenever they change.
  const estimateSize = useCallback(() => estimateLineHeight(columns), [columns]);
  // A line is named by its first card and the column count, so a new layout measures afresh.
  const getItemKey = useCallback(
    (index: number) => `${columns}|${rows[index * columns]?.key ?? index}`,
    [rows, columns],
  );
  const { listRef, virtualizer, scrollMargin } = useWindowList({
    count: lineCount,
    estimateSize,
    getItemKey,
    // A line is most of a screen tall: one more above and below is enough to scroll into.
    overscan: 1,
  });
  const lines = virtualizer.getVirtualItems();

  return (
    <div
      ref={listRef as React.RefObject<HTMLDivElement>}
      data-testid="cards-grid"
      className="relative w-full"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {lines.map((line) => (
        <div
          key={line.key}
          ref={virtualizer.measureElement}
          data-index={line.index}
          className="absolute inset-x-0 top-0 grid gap-2 pb-2 [contain:layout_style] md:gap-4 md:pb-4"
          style={{
            transform: `translateY(${line.start - scrollMargin}px)`,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          }}
        >
          {rows.slice(line.index * columns, line.index * columns + columns).map((row) => (
            <GridCard key={row.key} row={row} gainLossMode={gainLossMode} {...handlers} />
          ))}
        </div>
      ))}
    </div>
  );
}
