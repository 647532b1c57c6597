import { and, eq } from 'drizzle-orm';
import { placeProblem } from '../../src/domain/locations/place';
import type { FiledCopy, LocationKind } from '../../src/domain/locations/schema';
import { TEXTS } from '../../src/domain/texts';
import type { Tx } from '../db/database';
import { cards } from '../db/schema';
import { StatusError } from '../errors/statusError';
import { isServerId } from '../http/validate';
import { inJsonIds, updateJsonRows } from '../write/jsonRows';
import { touched } from '../write/revisions';
import { findOwnedLocation } from './queries';

/**
 * `POST /locations/:id/file`: every copy filed at its page and slot, or none refused: 404 for a
 * location or copy not the user's, 400 for a page or slot the location lacks. Which slots are free is
 * the device's plan (src/domain/locations/filing.ts); the server keeps what it is told, as for a PUT.
 */
export async function fileCopies(tx: Tx, userId: string, locationId: string, copies: FiledCopy[]) {
  const found = await findOwnedLocation(tx, userId, locationId);
  const location = { ...found, kind: found.kind as LocationKind };
  for (const copy of copies) {
    const problem = placeProblem({ locationId, page: copy.page, slot: copy.slot }, location);
    if (problem) throw new StatusError(400, problem);
  }
  const ids = copies.map((copy) => copy.id);
  const owned = ids.every(isServerId)
    ? await tx
        .select({ id: cards.id })
        .from(cards)
        .where(and(eq(cards.userId, userId), inJsonIds(cards.id, ids)))
    : [];
  if (owned.length !== ids.length) throw new StatusError(404, TEXTS.cardNotFound);
  // One statement for the whole move, however many copies (jsonRows.ts).
  const places = copies.map(({ id, page, slot }) => ({ id, locationId, page, slot }));
  await updateJsonRows(tx, cards, userId, places, touched());
  const rows = await tx
    .select()
    .from(cards)
    .where(and(eq(cards.userId, userId), inJsonIds(cards.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) as (typeof rows)[number]);
}
