import { TRANSACTION_ID_SHOWN_CHARS } from '../limits';

/** A transaction id as shown: its last 8 characters; empty when there is none. */
export function shortTransactionId(id: string | null | undefined): string {
  if (!id) return '';
  return id.slice(-TRANSACTION_ID_SHOWN_CHARS);
}
