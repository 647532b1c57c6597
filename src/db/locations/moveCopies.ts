import { API, callOf } from '../../domain/api';
import { planFileCopies, type Slot, type WhenTaken } from '../../domain/locations/filing';
import { TEXTS } from '../../domain/texts';
import { commit } from '../commit';
import { currentRecordId, currentRecordIds } from '../currentRecordId';
import type { CardfolioDatabase } from '../database';
import { RecordNotFoundError } from '../errors';
import { mutator } from '../outbox/mutator';
import type { CardRow } from '../rows';
import { existingLocation, refusing } from './guards';
import { cardsIn } from './queries';

export interface MoveCopiesInput {
  /** The copies (card rows) in the order they fill the slots. */
  cardIds: readonly string[];
  locationId: string;
  /** A binder's page and slot to fill from; null files them without a slot. */
  start: Slot | null;
  /** Move to… skips taken slots (the default); the binder view swaps. */
  whenTaken?: WhenTaken;
}

/**
 * Move to… (issue 25): files many copies in a location in one change set and one
 * `POST /locations/:id/file` naming every moved copy; a binder too full refuses and writes nothing.
 * Answers the copies as written.
 */
export async function moveCopies(db: CardfolioDatabase, input: MoveCopiesInput): Promise<CardRow[]> {
  return refusing(() =>
    mutator(db, ['cards', 'locations'], async ({ now }) => {
      // Inside the transaction, as every use case resolves ids; one read for all the copies.
      const ids = await currentRecordIds(db, input.cardIds);
      const location = await existingLocation(db, await currentRecordId(db, input.locationId));
      const found = await db.cards.bulkGet(ids);
      const copies = found.filter((row) => row !== undefined);
      if (copies.length !== ids.length) throw new RecordNotFoundError(TEXTS.cardNotFound);
      const { changes, filed } = planFileCopies({
        copies,
        location,
        start: input.start,
        held: await cardsIn(db, location.id),
        whenTaken: input.whenTaken ?? 'skip',
        now,
      });
      const parentIds = [...new Set(copies.map((copy) => copy.collectionId))];
      const call = {
        ...callOf(API.locations.fileCopies, { id: location.id }),
        body: { copies: filed },
        parentIds,
      };
      await commit(db, changes, call, now);
      return changes.writes.map((write) => write.row as CardRow);
    }),
  );
}
