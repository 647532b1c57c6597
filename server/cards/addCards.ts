import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { API } from '../../src/domain/api';
import {
  oldestSamePrinting,
  type PrintingIdentity,
  printingOf,
} from '../../src/domain/cards/addToCollectionMerge';
import { placeAfter, touchesPlace } from '../../src/domain/locations/place';
import type { ConditionQuantity } from '../../src/domain/schemas';
import { COLLECTION_NOT_FOUND, ownedCollectionIds } from '../collections/queries';
import type { Tx } from '../db/database';
import { cards } from '../db/schema';
import { StatusError } from '../errors/statusError';
import type { BatchCall, BatchForm, BatchOutcome } from '../handlers/handler';
import { checkPlace } from '../locations/queries';
import { toCard } from '../records/serialize';
import { type CardFields, insertCards, mergedConditionRows, updateConditionRows } from './mutations';
import { type CardRow, microsecondText } from './queries';

/**
 * A copy of a printing as the batch sees it while it applies calls in order: a stored card, or one
 * the batch creates, with its condition rows so far.
 */
interface Copy extends PrintingIdentity {
  id: string;
  /** Creation time to the microsecond, as sortable text: with `id`, the "oldest" order. */
  createdAt: string;
  conditionQuantities: ConditionQuantity[];
  /** A card the batch creates; else a stored one, `changed` once a call merged into it. */
  created?: CardFields;
  changed: boolean;
}

/** A call's outcome once the batch's writes have given its copy its stored columns. */
interface Applied {
  index: number;
  status: 200 | 201;
  copy: Copy;
  /** The copy's condition rows right after this call. */
  conditionQuantities: ConditionQuantity[];
}

interface CardCall {
  merges: boolean;
  input: CardFields;
}

/**
 * The handler of `POST /cards`, `/cards/add-individual` (always a new card) and
 * `/cards/add-to-collection` (the single condition entry goes into the oldest copy of the same
 * printing — name ignoring case, set code, finish, status — in that collection, into its row of the
 * same lot, else as a new row; with no such copy the card is created), over a list of calls.
 * A single call is a list of one; a push batch hands it a run of thousands (a day of cataloguing at a
 * show) and pays a few queries and one insert for all of them.
 *
 * Calls apply in order, each seeing the copies the earlier ones made or merged into: a collection
 * that is not the user's answers 404 for that call, a merge that would break a card's limits 400;
 * the others still apply. server/sync/pushBatch.test.ts holds a batch and the calls sent one by one
 * to the same answers and the same cards.
 */
export const addCards: BatchForm = {
  async run(tx, userId, batchCalls) {
    const calls = batchCalls.map(cardCall);
    const owned = await ownedCollectionIds(
      tx,
      userId,
      calls.map((call) => call.input.collectionId),
    );
    const isOwned = (call: CardCall) => owned.has(call.input.collectionId.toLowerCase());
    const copies = await storedCopies(tx, userId, calls.filter(isOwned));
    const outcomes: BatchOutcome[] = [];
    const applied: Applied[] = [];
    for (const [index, call] of calls.entries()) {
      if (!isOwned(call)) outcomes[index] = { refused: new StatusError(404, COLLECTION_NOT_FOUND) };
      else {
        try {
          if (touchesPlace(call.input)) await checkPlace(tx, userId, placeAfter({}, call.input));
          applied.push(apply(index, call, copies));
        } catch (refused) {
          outcomes[index] = { refused };
        }
      }
    }
    const rows = await write(tx, userId, [...new Set(applied.map((done) => done.copy))]);
    for (const done of applied) {
      const row = rows.get(done.copy.id) as CardRow;
      outcomes[done.index] = {
        status: done.status,
        data: toCard({ ...row, conditionQuantities: done.conditionQuantities }),
      };
    }
    return outcomes;
  },
};

const cardCall = ({ endpoint, input }: BatchCall): CardCall => ({
  merges: endpoint === API.cards.addToCollection,
  input: input.body as CardFields,
});

/** One call's effect on the batch's copies; throws (400) when a merge would break the limits. */
function apply(index: number, call: CardCall, copies: CopiesOfBatch): Applied {
  const { input } = call;
  const same = copies.of(input);
  const [mergeEntry] = input.conditionQuantities;
  const oldest = call.merges ? oldestSamePrinting(same, input) : undefined;
  if (oldest && mergeEntry) {
    oldest.conditionQuantities = mergedConditionRows(oldest.conditionQuantities, mergeEntry);
    oldest.changed = true;
    return { index, status: 200, copy: oldest, conditionQuantities: oldest.conditionQuantities };
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
  return { index, status: 201, copy, conditionQuantities: copy.conditionQuantities };
}

/**
 * The stored copies a merge may go into (same collection, `lower(name)` equal in PostgreSQL's sense),
 * and the transaction's time, which is the creation time of every card the batch makes. Creates
 * alone need neither.
 */
async function storedCopies(tx: Tx, userId: string, calls: CardCall[]): Promise<CopiesOfBatch> {
  const merging = calls.filter((call) => call.merges);
  if (merging.length === 0) return new CopiesOfBatch('', new Map(), []);
  const names = [...new Set(calls.map((call) => call.input.name))];
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
        inArray(cards.collectionId, [...new Set(merging.map((call) => call.input.collectionId))]),
        inArray(sql`lower(${cards.name})`, [
          ...new Set(merging.map((call) => lowerOf.get(call.input.name) ?? '')),
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
  return new CopiesOfBatch(lowered[0]?.now ?? '', lowerOf, copies);
}

/** Inserts the created copies in one statement and updates the stored copies that changed in another. */
async function write(tx: Tx, userId: string, copies: Copy[]): Promise<Map<string, CardRow>> {
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

const copyKey = (collectionId: string, lowered: string) => `${collectionId.toLowerCase()}\u0000${lowered}`;

/** The batch's copies by collection and lower-case name, stored ones first, then those it creates. */
class CopiesOfBatch {
  private readonly byKey = new Map<string, Copy[]>();

  constructor(
    /** The transaction's time: every card the batch creates is stamped with it. */
    readonly now: string,
    private readonly lowerOf: Map<string, string>,
    stored: { key: string; copy: Copy }[],
  ) {
    for (const { key, copy } of stored) this.list(key).push(copy);
  }

  /** The copies in the call's collection whose name is the call's, ignoring case; add to it to register one. */
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
