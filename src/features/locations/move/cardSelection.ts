import { create } from 'zustand';

/**
 * The cards view's selected rows, for Move to… (issue 25). A row may stand for several card records
 * (grouped by product), so each selected row keeps the ids it stood for when it was ticked.
 */
interface CardSelection {
  rows: ReadonlyMap<string, readonly string[]>;
  toggle(rowKey: string, cardIds: readonly string[]): void;
  clear(): void;
}

export const useCardSelection = create<CardSelection>((set) => ({
  rows: new Map(),
  toggle: (rowKey, cardIds) =>
    set(({ rows }) => {
      const next = new Map(rows);
      if (next.has(rowKey)) next.delete(rowKey);
      else next.set(rowKey, cardIds);
      return { rows: next };
    }),
  clear: () => set({ rows: new Map() }),
}));

/** The selected copies' ids, each once, in the order their rows were ticked. */
export function selectedCardIds(rows: ReadonlyMap<string, readonly string[]>): string[] {
  return [...new Set([...rows.values()].flat())];
}
