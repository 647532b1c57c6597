import { boltDefinition } from '../../../db/testing/cards';
import type { CardDefinition } from '../../../domain/schemas';
import type { TrayRow } from './trayState';

/** A tray row of `printing` (Lightning Bolt M10 by default), non-foil Near Mint ×1. */
export function trayRow(
  id: string,
  printing: CardDefinition = boltDefinition(),
  overrides: Partial<TrayRow> = {},
): TrayRow {
  return {
    id,
    printing,
    candidates: [printing],
    foil: false,
    condition: 'Near Mint',
    quantity: 1,
    printingUnsure: false,
    imageUrl: null,
    ...overrides,
  };
}
