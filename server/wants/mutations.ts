import { and, eq } from 'drizzle-orm';
import type { WantInput, WantUpdate } from '../../src/domain/wants/schema';
import { findOwnedCollection } from '../collections/queries';
import type { Tx } from '../db/database';
import { wants } from '../db/schema';
import { recordDeletions, touched } from '../write/revisions';
import { findOwnedWant } from './queries';

/** A want on a collection's list needs that collection to be the user's (404 otherwise). */
async function checkList(tx: Tx, userId: string, collectionId: string | null | undefined) {
  if (collectionId) await findOwnedCollection(tx, userId, collectionId);
}

export async function createWant(tx: Tx, userId: string, input: Required<WantInput>) {
  await checkList(tx, userId, input.collectionId);
  const [row] = await tx
    .insert(wants)
    .values({ userId, ...input })
    .returning();
  return row;
}

export async function updateWant(tx: Tx, userId: string, id: string, patch: WantUpdate) {
  await findOwnedWant(tx, userId, id);
  await checkList(tx, userId, patch.collectionId);
  const given = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  const [row] = await tx
    .update(wants)
    .set({ ...given, ...touched() })
    .where(and(eq(wants.userId, userId), eq(wants.id, id)))
    .returning();
  return row;
}

export async function deleteWant(tx: Tx, userId: string, id: string) {
  await findOwnedWant(tx, userId, id);
  await tx.delete(wants).where(and(eq(wants.userId, userId), eq(wants.id, id)));
  await recordDeletions(tx, userId, 'wants', [id]);
}
