import type { Card } from '../../domain/schemas';

/** Which dialog of the cards section is open, and for which card. */
export type CardDialogState =
  | { kind: 'none' }
  | { kind: 'add' }
  | { kind: 'edit'; card: Card }
  | { kind: 'remove'; card: Card }
  | { kind: 'image'; card: Card }
  | { kind: 'grade'; card: Card };

export const NO_DIALOG: CardDialogState = { kind: 'none' };
