import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { API } from '../../src/domain/api';
import {
  oldestSamePrinting,
  type PrintingIdentity,
  printingOf,
} from '../../src/domain/cards/addToCollectionMerge';
import { API_BASE_PATH } from '../../src/domain/limits';
import type { ConditionQuantity, PushBatchResult, PushedMutation } from '../../src/domain/schemas';
import { type CardFields, insertCards, mergedConditionRows, updateConditionRows } from '../cards/mutations';
import { type CardRow, microsecondText } from '../cards/queries';
import { CARD_CREATES } from '../cards/routes';
import { COLLECTION_NOT_FOUND, ownedCollectionIds } from '../collections/queries';
import { cards } from '../db/schema';
import { answerForError } from '../errors/statusError';
import { fail, ok } from '../http/envelope';
import { parseInput } from '../http/validate';
import { requestHash } from '../http/write';
import { toCard } from '../records/serialize';
import type { BatchScope } from '../write/batchScope';
import { IDEMPOTENCY_MISMATCH } from '../write/writeTransaction';

export type EntryAnswer = PushBatchResult['results'][number];

const ADD_TO_COLLECTION = API.cards.addToCollection.path;

/** The card calls a run answers, by path, with the body each takes. */
const RUN_BODIES = new Map(
  [...CARD_CREATES, API.cards.addToCollection].map((endpoint) => [endpoint.path as string, endpoint.body]),
);

type CardRunEntry = PushedMutation & {
  path: (typeof CARD_CREATES)[number]['path'] | typeof ADD_TO_COLLECTION;
};

/** `POST /cards`, `/cards/add-individual` and `/cards/add-to-collection`: what a card run answers. */
export const isCardRunEntry = (entry: PushedMutation): entry is CardRunEntry =>
  entry.method === 'POST' && RUN_BODIES.has(entry.path);

interface WaitingEntry {
  slot: number;
  mutationId: string;
  requestHash: string;
  path: CardRunEntry['path'];
  input: CardFields;
}

/**
 * A copy of a printing as the run sees it while it answers entries in order: a stored card, or one
 * the run creates, with its condition rows so far.
 */
interface Copy extends PrintingIdentity {
  id: string;
  /** Creation time to the microsecond, as sortable text: with `id`, the route's "oldest" order. */
  createdAt: string;
  conditionQuantities: ConditionQuantity[];
  /** A card the run creates; else a stored one, `changed` once an entry merged into it. */
  created?: CardFields;
  changed: boolean;
}

/** An entry's answer once the run's writes have given its copy its stored columns. */
interface CopyAnswer {
  slot: number;
  mutationId: string;
  requestHash: string;
  status: 200 | 201;
  copy: Copy;
  /** The copy's condition rows right after this entry, as the route would have answered them. */
  conditionQuantities: ConditionQuantity[];
}

/**
 * Consecutive card entries of a push batch — creates and add-to-collection merges — answered with a
 * few queries and one insert instead of six statements each through the route. A day of cataloguing
 * at a show is thousands of them (sync/README.md, "Push in batches").
 *
 * Each entry gets exactly the answer its call would get sent alone, in the route's order of checks:
 * the body (400; the push's own JSON parser already refused NUL characters anywhere in it), the
 * Idempotency-Key (a repeat answers the stored answer, a changed request 422), the collection (404),
 * then the effect (201 created; 200 merged into the oldest copy of the same printing, found among the
 * stored copies and those the run made before it, in the route's order; 400 when the merged rows
 * would break a card's limits), and only a success remembers its key. server/sync/pushBatch.test.ts
 * holds this path and the routes to the same answers and the same cards.
 *
 * The batch calls `flush` before any other kind of entry runs (it may change what the run would
 * find) and before an entry whose key is already waiting here (it must find the first one's answer).
 */
export class CardRun {
  private waiting: WaitingEntry[] = [];
  private readonly waitingKeys = new Set<string>();

  constructor(
    private readonly batch: BatchScope,
    private readonly answers: Array<EntryAnswer | undefined>,
  ) {}

  isWaiting(mutationId: string): boolean {
    return this.waitingKeys.has(mutationId);
  }

  /** Answers the entry at once when its body or key decides it; otherwise it waits for `flush`. */
  add(entry: CardRunEntry, slot: number): void {
    const checked = this.check(entry);
    if ('status' in checked) {
      this.answers[slot] = { mutationId: entry.mutationId, ...checked };
      return;
    }
    this.waiting.push({ slot, mutationId: entry.mutationId, path: entry.path, ...checked });
    this.waitingKeys.add(entry.mutationId);
  }

  private check(
    entry: CardRunEntry,
  ): { status: number; body: unknown } | { input: CardFields; requestHash: string } {
    let input: CardFields;
    try {
      input = parseInput(RUN_BODIES.get(entry.path) ?? API.cards.create.body, entry.body, 'body');
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

  /** Applies the waiting entries in order, writes the outcome, and answers every one of them. */
  async flush(): Promise<void> {
    const run = this.waiting;
    if (run.length === 0) return;
    this.waiting = [];
    this.waitingKeys.clear();
    const { tx, userId } = this.batch;
    const owned = await ownedCollectionIds(
      tx,
      userId,
      run.map((entry) => entry.input.collectionId),
    );
    const copies = await this.storedCopies(
      run.filter((entry) => owned.has(entry.input.collectionId.toLowerCase())),
    );
    const applied: CopyAnswer[] = [];
    for (const entry of run) {
      const answer = (status: number, body: unknown) => {
        this.answers[entry.slot] = { mutationId: entry.mutationId, status, body };
      };
      if (!owned.has(entry.input.collectionId.toLowerCase())) answer(404, fail(COLLECTION_NOT_FOUND));
      else {
        try {
          applied.push(this.apply(entry, copies));
        } catch (refused) {
          const { statusCode, body } = answerForError(refused);
          answer(statusCode, body);
        }
      }
    }
    const rows = await this.write([...new Set(applied.map((answer) => answer.copy))]);
    for (const done of applied) {
      const row = rows.get(done.copy.id) as CardRow;
      const body = ok(toCard({ ...row, conditionQuantities: done.conditionQuantities }));
      this.batch.keys.remember(done.mutationId, {
        requestHash: done.requestHash,
        statusCode: done.status,
        body,
      });
      this.answers[done.slot] = { mutationId: done.mutationId, status: done.status, body };
    }
  }

  /** One entry's effect on the run's copies; throws (400) when a merge would break the limits. */
  private apply(entry: WaitingEntry, copies: CopiesOfRun): CopyAnswer {
    const { input } = entry;
    const same = copies.of(input);
    const [mergeEntry] = input.conditionQuantities;
    const oldest = entry.path === ADD_TO_COLLECTION ? oldestSamePrinting(same, input) : undefined;
    const answer = { slot: entry.slot, mutationId: entry.mutationId, requestHash: entry.requestHash };
    if (oldest && mergeEntry) {
      oldest.conditionQuantities = mergedConditionRows(oldest.conditionQuantities, mergeEntry);
      oldest.changed = true;
      return { ...answer, status: 200, copy: oldest, conditionQuantities: oldest.conditionQuantities };
    }
    const copy: Copy = {
      id: randomUUID(),
      createdAt: copies.now,
      ...printingOf(input),
      conditionQuantities: input.conditionQuantities,
      created: input,
      changed: false,
    };
    same.push(copy);
    return { ...answer, status: 201, copy, conditionQuantities: copy.conditionQuantities };
  }

  /**
   * The stored copies an add-to-collection entry of the run may merge into, found as the route finds
   * them (same collection, `lower(name)` equal in PostgreSQL's sense), and the transaction's time, which
   * is the creation time of every card the run makes. A run of creates alone needs neither.
   */
  private async storedCopies(entries: WaitingEntry[]): Promise<CopiesOfRun> {
    const merging = entries.filter((entry) => entry.path === ADD_TO_COLLECTION);
    if (merging.length === 0) return new CopiesOfRun('', new Map(), []);
    const { tx, userId } = this.batch;
    const names = [...new Set(entries.map((entry) => entry.input.name))];
    // Both drivers answer a raw query with `rows` (PGlite's Results, node-postgres's QueryResult).
    const { rows: lowered } = (await tx.execute(
      sql`select v.name, lower(v.name) as lowered, ${microsecondText(sql`now()`)} as now
          from (values ${sql.join(
            names.map((name) => sql`(${name}::text)`),
            sql`, `,
          )}) as v(name)`,
    )) as unknown as { rows: { name: string; lowered: string; now: string }[] };
    const lowerOf = new Map(lowered.map((row) => [row.name, row.lowered]));
    const stored = await tx
      .select({
        row: cards,
        lowered: sql<string>`lower(${cards.name})`,
        createdAt: microsecondText(sql`${cards.createdAt}`),
      })
      .from(cards)
      .where(
        and(
          eq(cards.userId, userId),
          inArray(cards.collectionId, [...new Set(merging.map((entry) => entry.input.collectionId))]),
          inArray(sql`lower(${cards.name})`, [
            ...new Set(merging.map((entry) => lowerOf.get(entry.input.name) ?? '')),
          ]),
        ),
      );
    const copies = stored.map(({ row, lowered, createdAt }) => ({
      key: copyKey(row.collectionId, lowered),
      copy: {
        id: row.id,
        createdAt,
        ...printingOf(row),
        conditionQuantities: row.conditionQuantities,
        changed: false,
      },
    }));
    return new CopiesOfRun(lowered[0]?.now ?? '', lowerOf, copies);
  }

  /** Inserts the created copies in one statement and updates the stored copies that changed in another. */
  private async write(copies: Copy[]): Promise<Map<string, CardRow>> {
    const { tx, userId } = this.batch;
    const created = copies.filter((copy) => copy.created);
    const rows = await insertCards(
      tx,
      userId,
      created.map((copy) => ({
        ...(copy.created as CardFields),
        conditionQuantities: copy.conditionQuantities,
      })),
      created.map((copy) => copy.id),
    );
    const merged = copies.filter((copy) => !copy.created && copy.changed);
    rows.push(...(await updateConditionRows(tx, merged)));
    return new Map(rows.map((row) => [row.id, row]));
  }
}

const copyKey = (collectionId: string, lowered: string) => `${collectionId.toLowerCase()}\u0000${lowered}`;

/** The run's copies by collection and lower-case name, stored ones first, then those it creates. */
class CopiesOfRun {
  private readonly byKey = new Map<string, Copy[]>();

  constructor(
    /** The transaction's time: every card the run creates is stamped with it. */
    readonly now: string,
    private readonly lowerOf: Map<string, string>,
    stored: { key: string; copy: Copy }[],
  ) {
    for (const { key, copy } of stored) this.list(key).push(copy);
  }

  /** The copies in the entry's collection whose name is the entry's, ignoring case; add to it to register one. */
  of(input: CardFields): Copy[] {
    return this.list(copyKey(input.collectionId, this.lowerOf.get(input.name) ?? input.name));
  }

  private list(key: string): Copy[] {
    let copies = this.byKey.get(key);
    if (!copies) {
      copies = [];
      this.byKey.set(key, copies);
    }
    return copies;
  }
}
