import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CreatedShare, ShareInput } from '../../src/domain/sharing/schema';
import { sharePagePath } from '../../src/domain/sharing/schema';
import { SHARE_TEXTS } from '../../src/domain/sharing/texts';
import { findOwnedCollection } from '../collections/queries';
import type { DbOrTx } from '../db/database';
import { shares } from '../db/schema';
import { StatusError } from '../errors/statusError';
import { isServerId } from '../http/validate';
import { findOwnedLocation } from '../locations/queries';
import { toShare } from './queries';
import { newShareToken } from './token';

type ParsedShare = z.output<typeof ShareInput>;

/** The target's name; another user's collection or location is "not found" (BOLA). */
async function ownedTargetName(db: DbOrTx, userId: string, input: ParsedShare): Promise<string | null> {
  if (input.targetId === null) return null;
  if (input.kind === 'location') return (await findOwnedLocation(db, userId, input.targetId)).name;
  return (await findOwnedCollection(db, userId, input.targetId)).name;
}

export async function createShare(db: DbOrTx, userId: string, input: ParsedShare): Promise<CreatedShare> {
  const targetName = await ownedTargetName(db, userId, input);
  const { token, tokenHash } = newShareToken();
  const expiresAt =
    input.expiresInDays === null ? null : sql`now() + make_interval(days => ${input.expiresInDays})`;
  const [row] = await db
    .insert(shares)
    .values({
      userId,
      tokenHash,
      kind: input.kind,
      targetId: input.targetId,
      showPrices: input.showPrices,
      expiresAt,
    })
    .returning();
  return { ...toShare(row, targetName), token, path: sharePagePath(token) };
}

/** Revokes the user's link (again: still 200); another user's id answers 404. */
export async function revokeShare(db: DbOrTx, userId: string, id: string): Promise<{ id: string }> {
  const owned = and(eq(shares.userId, userId), eq(shares.id, id));
  const [row] = isServerId(id)
    ? await db
        .update(shares)
        .set({ revokedAt: sql`coalesce(${shares.revokedAt}, now())` })
        .where(owned)
        .returning({ id: shares.id })
    : [];
  if (!row) throw new StatusError(404, SHARE_TEXTS.notFound);
  return row;
}
