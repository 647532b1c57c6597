/**
 * Why a card-database call failed. 'unreachable' (no answer, a timeout, 408, 429 or 5xx) means the
 * device should search what it has saved; 'rejected' (another 4xx, an answer that is not a card
 * list) is a real failure to show.
 */
export type CardDatabaseFailure = 'unreachable' | 'rejected';

export class CardDatabaseError extends Error {
  override readonly name = 'CardDatabaseError';

  constructor(
    message: string,
    readonly failure: CardDatabaseFailure,
    /** The HTTP status, 0 when there was no answer. */
    readonly status: number,
  ) {
    super(message);
  }
}

export function failureOfStatus(status: number): CardDatabaseFailure {
  return status === 408 || status === 429 || status >= 500 ? 'unreachable' : 'rejected';
}

export function isUnreachable(error: unknown): boolean {
  return error instanceof CardDatabaseError && error.failure === 'unreachable';
}
