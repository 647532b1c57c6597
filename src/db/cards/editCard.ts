import { API, callOf } from '../../domain/api';
import { rowChange } from '../../domain/changeSet';
import { placeAfter, touchesPlace } from '../../domain/locations/place';
import { planSetCopyPlace } from '../../domain/locations/plans';
import type { CopyPlace } from '../../domain/locations/schema';
import { CardUpdate } from '../../domain/schemas';
import { TEXTS } from '../../domain/texts';
import { commit } from '../commit';
import { currentRecordId } from '../currentRecordId';
import type { CardfolioDatabase } from '../database';
import { parseInput, RecordNotFoundError } from '../errors';
import { asInputError } from '../locations/guards';
import { cardsIn } from '../locations/queries';
import { mutator } from '../outbox/mutator';
import type { CardRow } from '../rows';

// A field stored as absent and one sent as null say the same: a copy filed nowhere keeps no place.
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Changes a card copy and queues a partial `PUT /cards/{id}` with only the fields given that
 * actually change. `conditionQuantities` is sent whole: the rows are edited as one list. Where the copy
 * is (location, page, slot) is checked against the location it names, as the server does, before
 * anything is written: a place the binder lacks refuses the whole edit. An edit of a card whose
 * add-to-collection / add-individual create is still unsent turns that create into a plain `POST /cards`
 * carrying the edited card (src/db/outbox/mergeCalls.ts). A temp id the server has answered since is
 * followed to the real id.
 */
export async function editCard(db: CardfolioDatabase, givenId: string, patch: CardUpdate): Promise<CardRow> {
  const parsed = parseInput(CardUpdate, patch) as Partial<CardRow>;
  const given = Object.keys(patch) as (keyof CardRow)[];
  return mutator(db, ['cards', 'locations'], async ({ now }) => {
    const id = await currentRecordId(db, givenId);
    const row = await db.cards.get(id);
    if (!row) throw new RecordNotFoundError(TEXTS.cardNotFound);
    const body: Partial<CardRow> = Object.fromEntries(
      given
        .filter((key) => parsed[key] !== undefined && !sameValue(parsed[key], row[key]))
        .map((key) => [key, parsed[key]]),
    );
    if (Object.keys(body).length === 0) return row;
    const edited: CardRow = { ...row, ...body, updatedAt: now };
    const changes = touchesPlace(body)
      ? await placed(db, edited, placeAfter(row, body), now)
      : rowChange('cards', edited, 'update');
    const call = { ...callOf(API.cards.update, { id }), body, parentIds: [edited.collectionId] };
    await commit(db, changes, call, now);
    return changes.writes[0]?.row as CardRow;
  });
}

/** The edited copy filed at `place` (a free slot), or the user's input refused with the place's problem. */
async function placed(db: CardfolioDatabase, card: CardRow, place: CopyPlace, now: string) {
  const location = place.locationId === null ? null : ((await db.locations.get(place.locationId)) ?? null);
  const held = location ? await cardsIn(db, location.id) : [];
  // Synchronous inside the use case's transaction: awaiting a plain promise would end it.
  try {
    return planSetCopyPlace(card, place, location, now, held);
  } catch (error) {
    throw asInputError(error, 'place');
  }
}
