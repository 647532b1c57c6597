import { API, callOf } from '../../domain/api';
import { WANT_TEXTS } from '../../domain/texts';
import { planCreateWant, planDeleteWant, planEditWant } from '../../domain/wants/plans';
import { WantInput, WantUpdate } from '../../domain/wants/schema';
import { commit } from '../commit';
import { currentRecordId } from '../currentRecordId';
import type { CardfolioDatabase } from '../database';
import { parseInput, RecordNotFoundError } from '../errors';
import { newTempId } from '../ids';
import { mutator } from '../outbox/mutator';
import type { WantRow } from '../rows';

async function existing(db: CardfolioDatabase, id: string): Promise<WantRow> {
  const row = await db.wants.get(id);
  if (!row) throw new RecordNotFoundError(WANT_TEXTS.notFound);
  return row;
}

/** Adds a want on the device and queues `POST /wants`. */
export async function createWant(db: CardfolioDatabase, input: WantInput): Promise<WantRow> {
  const fields = parseInput(WantInput, input);
  return mutator(db, ['wants'], async ({ now }) => {
    const row: WantRow = { id: newTempId(), ...fields, createdAt: now, updatedAt: now };
    await commit(db, planCreateWant(row), { ...callOf(API.wants.create), body: fields }, now);
    return row;
  });
}

/** Changes the given fields of a want and queues a partial `PUT /wants/{id}` with those that change. */
export async function editWant(db: CardfolioDatabase, givenId: string, patch: WantUpdate): Promise<WantRow> {
  const parsed = parseInput(WantUpdate, patch);
  return mutator(db, ['wants'], async ({ now }) => {
    const id = await currentRecordId(db, givenId);
    const row = await existing(db, id);
    const body = Object.fromEntries(
      Object.entries(parsed).filter(
        ([key, value]) => value !== undefined && row[key as keyof WantRow] !== value,
      ),
    );
    if (Object.keys(body).length === 0) return row;
    const changes = planEditWant(row, body, now);
    await commit(db, changes, { ...callOf(API.wants.update, { id }), body }, now);
    return changes.writes[0]?.row as WantRow;
  });
}

/** Deletes a want and queues `DELETE /wants/{id}` (none when it never reached the server). */
export async function deleteWant(db: CardfolioDatabase, givenId: string): Promise<void> {
  return mutator(db, ['wants'], async ({ now }) => {
    const id = await currentRecordId(db, givenId);
    await existing(db, id);
    await commit(db, planDeleteWant(id), { ...callOf(API.wants.delete, { id }), body: null }, now);
  });
}
