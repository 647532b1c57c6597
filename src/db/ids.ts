import { TEMP_ID_PREFIX } from '../domain/limits';

/** The id of a record made on the device until the server answers its create (DESIGN.md, Ids). */
export function newTempId(): string {
  return `${TEMP_ID_PREFIX}${crypto.randomUUID()}`;
}

/** The Idempotency-Key of one mutation. */
export function newMutationId(): string {
  return crypto.randomUUID();
}
