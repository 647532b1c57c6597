import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { isTempId } from '../../src/domain/sync/tempIds';
import type { WantBatch, WantInput, WantUpdate } from '../../src/domain/wants/schema';
import { findOwnedCollection } from '../collections/queries';
import type { Tx } from '../db/database';
import { wants } from '../db/schema';
import { StatusError } from '../errors/statusError';
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

/**
 * `POST /wants/batch`: every want in one insert, each under a new uuid answered for its temp id. Each
 * named list must be the user's (404 otherwise) and each id a distinct temp id (400), or nothing is written.
 */
export async function createWants(tx: Tx, userId: string, batch: z.output<typeof WantBatch>['wants']) {
  for (const collectionId of new Set(batch.map((want) => want.collectionId))) {
    await checkList(tx, userId, collectionId);
  }
  const idMapping: Record<string, string> = {};
  const rows = batch.map(({ id, ...fields }) => {
    if (!isTempId(id) || idMapping[id])
      throw new StatusError(400, 'wants: every id must be a distinct temp id');
    idMapping[id] = randomUUID();
    return { ...fields, id: idMapping[id], userId };
  });
  await tx.insert(wants).values(rows);
  return { idMapping };
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
