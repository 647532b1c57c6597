import { currentRecordId } from '../currentRecordId';
import type { CardfolioDatabase } from '../database';
import { isChangeSet, isDroppable, type OutboxEntry } from '../outbox/types';

/** The card calls of part 2 §7 that add copies. */
export const CARD_PATHS = {
  create: '/cards',
  addToCollection: '/cards/add-to-collection',
  addIndividual: '/cards/add-individual',
} as const;

/** Calls whose body must carry exactly one condition entry (SingleConditionCardInput). */
const SINGLE_ENTRY_PATHS: ReadonlySet<string> = new Set([
  CARD_PATHS.addToCollection,
  CARD_PATHS.addIndividual,
]);

/*
 * These helpers run inside use cases' Dexie transactions. They return Dexie's own promises rather than
 * being async functions: awaiting a native promise that wraps another async call loses Dexie's
 * transaction zone, and the transaction commits before the use case is done (PrematureCommitError).
 */

/** The latest outbox entry about a card, if any: the one a new change would be merged into. */
export function latestEntryOf(db: CardfolioDatabase, cardId: string): PromiseLike<OutboxEntry | undefined> {
  return db.outbox
    .where('recordIds')
    .equals(cardId)
    .sortBy('seq')
    .then((entries) => entries.at(-1));
}

/** The card's create, when it had no effect on the server yet: a change may still be folded into it. */
export function unsentCreateOf(db: CardfolioDatabase, cardId: string): PromiseLike<OutboxEntry | null> {
  return latestEntryOf(db, cardId).then((latest) =>
    latest && !isChangeSet(latest) && latest.op === 'create' && isDroppable(latest) ? latest : null,
  );
}

/** A call whose body must carry exactly one condition entry. */
export function isSingleEntryCall(entry: OutboxEntry): boolean {
  return SINGLE_ENTRY_PATHS.has(entry.path);
}

/**
 * Turns an unsent add-to-collection / add-individual create into a plain `POST /cards`, so that a change
 * merged into it afterwards reaches the server whole. Without this an edit merged into the create would
 * break it (two condition rows in a single-entry call: refused and parked) or be dropped silently (the
 * server merges only the condition entry into an existing copy, so edited notes or rows would be lost).
 * The entry never reached the server, so its call may change, as coalescing changes unsent entries;
 * the body (a full card payload) is valid for `POST /cards` as it is.
 */
export function widenUnsentCreate(db: CardfolioDatabase, create: OutboxEntry): Promise<number> {
  return db.outbox.update(create.seq, { path: CARD_PATHS.create });
}

/** The id a card has now (a temp id the server has answered since is followed to the real id). */
export const currentCardId = currentRecordId;
