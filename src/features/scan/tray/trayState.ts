import type { CardDefinition } from '../../../domain/schemas';
import { type Condition, DEFAULT_CARD_CONDITION } from '../../../domain/valueSets';

export interface TrayRow {
  id: string;
  printing: CardDefinition;
  /** The recogniser's nearest printings, the read first (up to 5); the row's printing may change to any. */
  candidates: CardDefinition[];
  foil: boolean;
  condition: Condition;
  quantity: number;
  /**
   * Read by an old frame's title, which names the card but not which of its printings: `printing` is
   * only the newest until the collector chooses, and nothing is added before they do.
   */
  printingUnsure: boolean;
  /** Object URL of the card as the camera saw it; null for a manual line. */
  imageUrl: string | null;
}

export type TrayAction =
  | { type: 'scanned'; row: Omit<TrayRow, 'id' | 'condition' | 'quantity'>; id: string }
  | {
      type: 'change';
      id: string;
      changes: Partial<Pick<TrayRow, 'printing' | 'foil' | 'condition' | 'quantity'>>;
    }
  | { type: 'remove'; id: string }
  | { type: 'clear' };

const samePrinting = (a: CardDefinition, b: CardDefinition) =>
  a.name === b.name && a.setCode === b.setCode && a.collectorNumber === b.collectorNumber;

/**
 * The scan tray: nothing is written until "Add all". A card scanned again (after another card, the
 * vote sees to that) counts one more on its row rather than making a second row.
 */
export function trayReducer(rows: TrayRow[], action: TrayAction): TrayRow[] {
  switch (action.type) {
    case 'scanned': {
      // A title read counts only on a row still waiting for its printing: it may be another printing.
      const same = rows.find(
        (row) =>
          row.foil === action.row.foil &&
          row.printingUnsure === action.row.printingUnsure &&
          samePrinting(row.printing, action.row.printing),
      );
      if (same) return rows.map((row) => (row === same ? { ...row, quantity: row.quantity + 1 } : row));
      return [...rows, { ...action.row, id: action.id, condition: DEFAULT_CARD_CONDITION, quantity: 1 }];
    }
    case 'change':
      return rows.map((row) => {
        if (row.id !== action.id) return row;
        const chosen = action.changes.printing ? { printingUnsure: false } : {};
        return { ...row, ...action.changes, ...chosen };
      });
    case 'remove':
      return rows.filter((row) => row.id !== action.id);
    case 'clear':
      return [];
  }
}

/** Whether every row names its printing, so the tray may be written. */
export function trayReady(rows: readonly TrayRow[]): boolean {
  return rows.length > 0 && rows.every((row) => !row.printingUnsure);
}

export function trayCopies(rows: readonly TrayRow[]): number {
  return rows.reduce((sum, row) => sum + row.quantity, 0);
}
