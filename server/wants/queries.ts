import { and, asc, eq } from 'drizzle-orm';
import { WANT_TEXTS } from '../../src/domain/texts';
import type { DbOrTx } from '../db/database';
import { wants } from '../db/schema';
import { StatusError } from '../errors/statusError';
import { isServerId } from '../http/validate';

/** The user's want with this id, else 404: another user's want is "not found", never "forbidden". */
export async function findOwnedWant(db: DbOrTx, userId: string, id: string) {
  const [row] = isServerId(id)
    ? await db
        .select()
        .from(wants)
        .where(and(eq(wants.userId, userId), eq(wants.id, id)))
    : [];
  if (!row) throw new StatusError(404, WANT_TEXTS.notFound);
  return row;
}

export function listWants(db: DbOrTx, userId: string) {
  return db.select().from(wants).where(eq(wants.userId, userId)).orderBy(asc(wants.createdAt), asc(wants.id));
}
