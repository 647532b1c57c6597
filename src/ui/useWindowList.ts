import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';

interface WindowListOptions {
  count: number;
  estimateSize(index: number): number;
  getItemKey(index: number): string | number;
  overscan?: number;
}

/**
 * A list virtualized against the page's own scroll (the finance panel and toolbar scroll away above
 * it, as on any page; no box-in-a-box scrolling on a phone). Only the rows near the viewport are in the
 * DOM, whatever the count. The virtualizer needs the list's distance from the top of the document; it
 * moves whenever something above grows or shrinks (the finance panel loading, the install card), so it
 * is measured again whenever the body's size changes.
 */
export function useWindowList({ count, estimateSize, getItemKey, overscan = 4 }: WindowListOptions) {
  const listRef = useRef<HTMLElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => setScrollMargin(Math.round(list.getBoundingClientRect().top + window.scrollY));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({ count, estimateSize, getItemKey, overscan, scrollMargin });
  return { listRef, virtualizer, scrollMargin };
}

/**
 * The heights of a virtualized table's two spacer rows: what lies above the first row drawn and below
 * the last, so the rows drawn sit where the whole table would put them.
 */
function spacerHeights(
  items: readonly { start: number; end: number }[],
  totalSize: number,
  scrollMargin: number,
): { top: number; bottom: number } {
  if (items.length === 0) return { top: 0, bottom: 0 };
  return {
    top: items[0].start - scrollMargin,
    bottom: totalSize - (items[items.length - 1].end - scrollMargin),
  };
}

const estimateTableRow = () => 64;

/**
 * A virtualized table's body (the cards list, the sealed table): rows keyed by their `key`, the rows
 * to draw, and the heights of the spacer rows above and below them.
 */
export function useWindowTable(rows: readonly { key: string }[]) {
  // A stable function: the virtualizer recomputes every row's position whenever it changes.
  const getItemKey = useCallback((index: number) => rows[index]?.key ?? index, [rows]);
  const { listRef, virtualizer, scrollMargin } = useWindowList({
    count: rows.length,
    estimateSize: estimateTableRow,
    getItemKey,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  return { listRef, virtualizer, items, ...spacerHeights(items, virtualizer.getTotalSize(), scrollMargin) };
}
