import { useCallback } from 'react';
import type { SealedRow } from '../../domain/sealed/sealedRows';
import { useWindowList } from '../../ui/useWindowList';
import { useColumnCount } from '../cards/useColumnCount';
import { SealedItem } from './SealedItem';
import type { SealedRowHandlers } from './SealedRowActions';

interface SealedRowsViewProps extends SealedRowHandlers {
  rows: readonly SealedRow[];
  layout: 'grid' | 'list';
}

/**
 * The rows as a grid of cards or as a list, virtualized by lines against the page's scroll: only the
 * lines near the viewport are drawn, so thousands of products open as fast as a few.
 */
export function SealedRowsView({ rows, layout, ...handlers }: SealedRowsViewProps) {
  const gridColumns = useColumnCount();
  const columns = layout === 'grid' ? gridColumns : 1;
  const estimateSize = useCallback(() => (layout === 'grid' ? 520 : 64), [layout]);
  const getItemKey = useCallback(
    (index: number) => `${layout}|${columns}|${rows[index * columns]?.key ?? index}`,
    [rows, columns, layout],
  );
  const { listRef, virtualizer, scrollMargin } = useWindowList({
    count: Math.ceil(rows.length / columns),
    estimateSize,
    getItemKey,
    overscan: layout === 'grid' ? 1 : 8,
  });

  return (
    <div
      ref={listRef as React.RefObject<HTMLDivElement>}
      data-testid={`sealed-${layout}`}
      className={`relative w-full ${layout === 'list' ? 'overflow-hidden rounded-xl border border-border' : ''}`}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualizer.getVirtualItems().map((line) => (
        <div
          key={line.key}
          ref={virtualizer.measureElement}
          data-index={line.index}
          className={`absolute inset-x-0 top-0 grid ${layout === 'grid' ? 'gap-2 pb-2 md:gap-4 md:pb-4' : ''}`}
          style={{
            transform: `translateY(${line.start - scrollMargin}px)`,
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          }}
        >
          {rows.slice(line.index * columns, line.index * columns + columns).map((row) => (
            <SealedItem key={row.key} row={row} layout={layout} {...handlers} />
          ))}
        </div>
      ))}
    </div>
  );
}
