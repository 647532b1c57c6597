import type { SealedRow } from '../../domain/sealed/sealedRows';

/** Which dialog of the sealed page is open, and for which row. */
export type SealedDialogState =
  | { kind: 'none' }
  | { kind: 'add' }
  | { kind: 'edit'; row: SealedRow }
  | { kind: 'delete'; row: SealedRow }
  | { kind: 'image'; row: SealedRow }
  | { kind: 'open'; row: SealedRow };

export const NO_SEALED_DIALOG: SealedDialogState = { kind: 'none' };
