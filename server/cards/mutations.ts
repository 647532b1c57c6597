import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { mergeConditionEntry } from '../../src/domain/cards/addToCollectionMerge';
import { placeAfter, touchesPlace } from '../../src/domain/locations/place';
import { CardInput, type ConditionQuantity } from '../../src/domain/schemas';
import { findOwnedCollection } from '../collections/queries';
import type { Tx } from '../db/database';
import { cards } from '../db/schema';
import { checkGradedCard } from '../grading/checks';
import { parseInput } from '../http/validate';
import { checkPlace } from '../locations/queries';
import { recordDeletions, touched } from '../write/revisions';
import { type CardRow, findOwnedCard } from './queries';

export type CardFields = z.output<typeof CardInput>;

/** API field names → columns: only `tcgplayer_id` is spelled differently. */
export function cardColumns<T extends Partial<CardFields>>(input: T) {
  const { tcgplayer_id, ...rest } = input;
  return { ...rest, ...(tcgplayer_id === undefined ? {} : { tcgplayerId: tcgplayer_id }) };
}

/**
 * New cards in one insert, answered in the order of `inputs`. The caller has checked that each
 * names one of the user's collections. The card creates' batch form (addCards.ts) inserts this way.
 */
export async function insertCards(
  tx: Tx,
  userId: string,
  inputs: CardFields[],
  // Ids made here, not by the column default, so each returned row is matched to its input without
  // relying on the order RETURNING happens to use (and a push batch can know them beforehand).
  ids: string[] = inputs.map(() => randomUUID()),
): Promise<CardRow[]> {
  if (inputs.length === 0) return [];
  const rows = await tx
    .insert(cards)
    .values(inputs.map((input, index) => ({ ...cardColumns(input), id: ids[index], userId })))
    .returning();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id) as CardRow);
}

/** Partial: only the fields sent change. A card moved to another collection must move to one of the user's. */
export async function updateCard(tx: Tx, userId: string, id: string, input: Partial<CardFields>) {
  const stored = await findOwnedCard(tx, userId, id);
  if (input.collectionId !== undefined) await findOwnedCollection(tx, userId, input.collectionId);
  if (touchesPlace(input)) await checkPlace(tx, userId, placeAfter(stored, input));
  await checkGradedCard(tx, userId, stored, input);
  const [row] = await tx
    .update(cards)
    .set({ ...cardColumns(input), ...touched() })
    .where(and(eq(cards.userId, userId), eq(cards.id, id)))
    .returning();
  return row;
}

export async function deleteCard(tx: Tx, userId: string, id: string): Promise<void> {
  await findOwnedCard(tx, userId, id);
  await tx.delete(cards).where(and(eq(cards.userId, userId), eq(cards.id, id)));
  await recordDeletions(tx, userId, 'cards', [id]);
}

/** Every card of one collection, a tombstone for each so devices drop them too. Answers how many. */
export async function deleteCollectionCards(tx: Tx, userId: string, collectionId: string) {
  await findOwnedCollection(tx, userId, collectionId);
  const gone = await tx
    .delete(cards)
    .where(and(eq(cards.userId, userId), eq(cards.collectionId, collectionId)))
    .returning({ id: cards.id });
  await recordDeletions(
    tx,
    userId,
    'cards',
    gone.map((row) => row.id),
  );
  return gone.length;
}

/** The rows after a merge must still be a valid card's rows (quantity and row-count limits). */
const MergedRows = CardInput.pick({ conditionQuantities: true });

/** A copy's condition rows with the entry merged in (its lot's row, else a new row); 400 past the limits. */
export function mergedConditionRows(rows: readonly ConditionQuantity[], entry: ConditionQuantity) {
  return parseInput(MergedRows, { conditionQuantities: mergeConditionEntry(rows, entry) }, 'body')
    .conditionQuantities;
}

/**
 * Replaces copies' condition rows (after merges) in one statement, each as a change the feed sends
 * again. Answers the updated rows, in no particular order.
 */
export async function updateConditionRows(
  tx: Tx,
  updates: { id: string; conditionQuantities: ConditionQuantity[] }[],
): Promise<CardRow[]> {
  if (updates.length === 0) return [];
  const merged = sql.join(
    updates.map(
      ({ id, conditionQuantities }) => sql`(${id}::uuid, ${JSON.stringify(conditionQuantities)}::jsonb)`,
    ),
    sql`, `,
  );
  return tx
    .update(cards)
    .set({ conditionQuantities: sql`merged.rows`, ...touched() })
    .from(sql`(values ${merged}) as merged(id, rows)`)
    .where(eq(cards.id, sql`merged.id`))
    .returning();
}
