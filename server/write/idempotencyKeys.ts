import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/database';
import { idempotencyKeys } from '../db/schema';

/** What a key remembers: the request it was first used with and the answer that request got. */
export interface StoredAnswer {
  requestHash: string;
  statusCode: number;
  body: unknown;
}

/** The answers stored under these keys, by key (keys never used are absent). */
export async function findStoredAnswers(
  db: DbOrTx,
  userId: string,
  keys: string[],
): Promise<Map<string, StoredAnswer>> {
  const rows = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), inArray(idempotencyKeys.key, [...new Set(keys)])));
  return new Map(
    rows.map((row) => [
      row.key,
      { requestHash: row.requestHash, statusCode: row.statusCode, body: row.response },
    ]),
  );
}

/** Stores answers under their keys in one insert; call it in the transaction of their effects. */
export async function storeAnswers(tx: Tx, userId: string, answers: Map<string, StoredAnswer>) {
  if (answers.size === 0) return;
  await tx.insert(idempotencyKeys).values(
    [...answers].map(([key, answer]) => ({
      userId,
      key,
      requestHash: answer.requestHash,
      statusCode: answer.statusCode,
      response: answer.body,
    })),
  );
}

/**
 * The keys of one push batch (POST /sync/push). A lookup and an insert per entry were a third of a
 * replayed entry's cost on PGlite, so the batch reads every key it carries in one query up front and
 * writes the new ones in one insert before it commits. Same transaction, same all-or-nothing: an
 * entry's key is remembered only once its effect has succeeded, and a key used twice in one batch
 * finds the first use's answer here, as it would find it in the table.
 */
export class BatchKeys {
  private readonly fresh = new Map<string, StoredAnswer>();

  private constructor(
    private readonly userId: string,
    private readonly known: Map<string, StoredAnswer>,
  ) {}

  static async load(tx: Tx, userId: string, keys: string[]): Promise<BatchKeys> {
    return new BatchKeys(userId, await findStoredAnswers(tx, userId, keys));
  }

  find(key: string): StoredAnswer | undefined {
    return this.known.get(key);
  }

  remember(key: string, answer: StoredAnswer): void {
    this.known.set(key, answer);
    this.fresh.set(key, answer);
  }

  /** Writes the keys remembered since the last call. */
  async store(tx: Tx): Promise<void> {
    await storeAnswers(tx, this.userId, this.fresh);
    this.fresh.clear();
  }
}
