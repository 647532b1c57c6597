import type { TransactionType } from '../../domain/valueSets';

/** Which dialog of the Transactions section is open. */
export type TransactionDialogState =
  | { kind: 'none' }
  | { kind: 'detail'; id: string }
  | { kind: 'delete'; id: string; type: TransactionType }
  | { kind: 'wizard' }
  | { kind: 'edit'; id: string }
  | { kind: 'trade' };

export const NO_TRANSACTION_DIALOG: TransactionDialogState = { kind: 'none' };
