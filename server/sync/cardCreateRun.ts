import { API_BASE_PATH } from '../../src/domain/limits';
import type { PushBatchResult, PushedMutation } from '../../src/domain/schemas';
import { type CardFields, insertCards } from '../cards/mutations';
import { CARD_CREATE_BODIES } from '../cards/routes';
import { COLLECTION_NOT_FOUND, ownedCollectionIds } from '../collections/queries';
import { fail, ok } from '../http/envelope';
import { answerForError } from '../http/errors';
import { parseInput } from '../http/validate';
import { requestHash } from '../http/write';
import { toCard } from '../records/serialize';
import type { BatchScope } from '../write/batchScope';
import { IDEMPOTENCY_MISMATCH } from '../write/writeTransaction';

export type EntryAnswer = PushBatchResult['results'][number];

type CardCreatePath = keyof typeof CARD_CREATE_BODIES;

/** An entry that always makes a new card: `POST /cards` or `POST /cards/add-individual`. */
export const isCardCreate = (entry: PushedMutation): entry is PushedMutation & { path: CardCreatePath } =>
  entry.method === 'POST' && Object.hasOwn(CARD_CREATE_BODIES, entry.path);

interface WaitingCreate {
  slot: number;
  mutationId: string;
  requestHash: string;
  input: CardFields;
}

/**
 * Consecutive card creates of a push batch, answered with one ownership query and one insert. A day
 * of cataloguing at a show is thousands of them, and replayed one by one through the route each cost
 * six statements on PGlite (sync/README.md, "Push in batches").
 *
 * Each entry still gets exactly the answer its call would get sent alone, in the route's order of
 * checks: the body (400; the push's own JSON parser already refused NUL characters anywhere in it), the Idempotency-Key (a repeat
 * answers the stored answer, a changed request 422), the collection (404), and only then the card
 * (201, key remembered). server/sync/pushBatch.test.ts holds the two paths to the same answers.
 *
 * The batch calls `flush` before any other kind of entry runs (it may change what a create finds)
 * and before a create whose key is already waiting here (it must find the first one's answer).
 */
export class CardCreateRun {
  private waiting: WaitingCreate[] = [];
  private readonly waitingKeys = new Set<string>();

  constructor(
    private readonly batch: BatchScope,
    private readonly answers: Array<EntryAnswer | undefined>,
  ) {}

  isWaiting(mutationId: string): boolean {
    return this.waitingKeys.has(mutationId);
  }

  /** Answers the entry at once when its body or key decides it; otherwise it waits for `flush`. */
  add(entry: PushedMutation & { path: CardCreatePath }, slot: number): void {
    const checked = this.check(entry);
    if ('status' in checked) {
      this.answers[slot] = { mutationId: entry.mutationId, ...checked };
      return;
    }
    this.waiting.push({ slot, mutationId: entry.mutationId, ...checked });
    this.waitingKeys.add(entry.mutationId);
  }

  private check(
    entry: PushedMutation & { path: CardCreatePath },
  ): { status: number; body: unknown } | { input: CardFields; requestHash: string } {
    let input: CardFields;
    try {
      input = parseInput(CARD_CREATE_BODIES[entry.path], entry.body, 'body');
    } catch (refused) {
      const { statusCode, body } = answerForError(refused);
      return { status: statusCode, body };
    }
    const hash = requestHash('POST', `${API_BASE_PATH}${entry.path}`, entry.body);
    const stored = this.batch.keys.find(entry.mutationId);
    if (!stored) return { input, requestHash: hash };
    if (stored.requestHash !== hash) return { status: 422, body: fail(IDEMPOTENCY_MISMATCH) };
    return { status: stored.statusCode, body: stored.body };
  }

  /** Creates the waiting cards whose collection is the user's and answers every waiting entry. */
  async flush(): Promise<void> {
    const run = this.waiting;
    if (run.length === 0) return;
    this.waiting = [];
    this.waitingKeys.clear();
    const { tx, userId, keys } = this.batch;
    const owned = await ownedCollectionIds(
      tx,
      userId,
      run.map((create) => create.input.collectionId),
    );
    const creatable = run.filter((create) => owned.has(create.input.collectionId.toLowerCase()));
    // One statement, no savepoint: the schema leaves PostgreSQL nothing to refuse, and should it
    // refuse anyway the whole push fails and the device sends its head entry alone (sync/push.ts),
    // whose route answers that entry's error precisely.
    const inserted = await insertCards(
      tx,
      userId,
      creatable.map((create) => create.input),
    );
    const rows = new Map(creatable.map((create, index) => [create, inserted[index]]));
    const answerOf = (create: WaitingCreate): EntryAnswer => {
      const row = rows.get(create);
      if (!row) return { mutationId: create.mutationId, status: 404, body: fail(COLLECTION_NOT_FOUND) };
      const body = ok(toCard(row));
      keys.remember(create.mutationId, { requestHash: create.requestHash, statusCode: 201, body });
      return { mutationId: create.mutationId, status: 201, body };
    };
    for (const create of run) this.answers[create.slot] = answerOf(create);
  }
}
