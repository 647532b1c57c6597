import { API, callOf } from '../../domain/api';
import { rowChange } from '../../domain/changeSet';
import { CardUpdate } from '../../domain/schemas';
import { commit } from '../commit';
import { currentRecordId } from '../currentRecordId';
import type { CardfolioDatabase } from '../database';
import { parseInput, RecordNotFoundError } from '../errors';
import { mutator } from '../outbox/mutator';
import type { CardRow } from '../rows';

/**
 * Changes a card copy and queues a partial `PUT /cards/{id}` with only the fields given that
 * actually change. `conditionQuantities` is sent whole: the rows are edited as one list. An edit of a
 * card whose add-to-collection / add-individual create is still unsent turns that create into a plain
 * `POST /cards` carrying the edited card (src/db/outbox/mergeCalls.ts). A temp id the server has answered since
 * is followed to the real id.
 */
export async function editCard(db: CardfolioDatabase, givenId: string, patch: CardUpdate): Promise<CardRow> {
  const parsed = parseInput(CardUpdate, patch) as Partial<CardRow>;
  const given = Object.keys(patch) as (keyof CardRow)[];
  const id = await currentRecordId(db, givenId);
  return mutator(db, ['cards'], async ({ now }) => {
    const row = await db.cards.get(id);
    if (!row) throw new RecordNotFoundError('Card not found');
    const body = Object.fromEntries(
      given
        .filter(
          (key) => parsed[key] !== undefined && JSON.stringify(parsed[key]) !== JSON.stringify(row[key]),
        )
        .map((key) => [key, parsed[key]]),
    );
    if (Object.keys(body).length === 0) return row;
    const next: CardRow = { ...row, ...body, updatedAt: now };
    const call = { ...callOf(API.cards.update, { id }), body, parentIds: [next.collectionId] };
    await commit(db, rowChange('cards', next, 'update'), call, now);
    return next;
  });
}
