import type { z } from 'zod';
import { API, callOf } from '../../domain/api';
import type { CataloguePrinting } from '../../domain/catalogue/cataloguePrinting';
import { PUSH_BATCH_RECORDS } from '../../domain/schemas/sync';
import { WANT_TEXTS } from '../../domain/texts';
import { wantsForMissing } from '../../domain/wants/missingWants';
import { planCreateWant, planCreateWants, planDeleteWant, planEditWant } from '../../domain/wants/plans';
import { WantInput, WantUpdate } from '../../domain/wants/schema';
import { commit } from '../commit';
import { currentRecordId } from '../currentRecordId';
import type { CardfolioDatabase } from '../database';
import { parseInput, RecordNotFoundError } from '../errors';
import { newTempId } from '../ids';
import { mutator } from '../outbox/mutator';
import type { WantRow } from '../rows';

type WantFields = z.output<typeof WantInput>;

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

/**
 * New wants written with one outbox entry per `POST /wants/batch` call (one for up to a push batch's
 * records): the entry lists every want it creates, and the answer's `idMapping` re-keys them all.
 */
async function writeWants(
  db: CardfolioDatabase,
  inputs: readonly WantFields[],
  now: string,
): Promise<WantRow[]> {
  const rows: WantRow[] = inputs.map((fields) => ({
    id: newTempId(),
    ...fields,
    createdAt: now,
    updatedAt: now,
  }));
  for (let start = 0; start < rows.length; start += PUSH_BATCH_RECORDS) {
    const chunk = rows.slice(start, start + PUSH_BATCH_RECORDS);
    const body = { wants: chunk.map(({ createdAt: _, updatedAt: __, ...want }) => want) };
    const parentIds = [...new Set(chunk.flatMap((want) => (want.collectionId ? [want.collectionId] : [])))];
    await commit(db, planCreateWants(chunk), { ...callOf(API.wants.createMany), body, parentIds }, now);
  }
  return rows;
}

/**
 * Adds several wants at once (an import): every input is checked first, then all are written in one
 * transaction with one `POST /wants/batch` entry (per 200 wants): the list gets every want or none.
 */
export async function createWants(db: CardfolioDatabase, inputs: readonly WantInput[]): Promise<WantRow[]> {
  const parsed = inputs.map((input) => parseInput(WantInput, input));
  return mutator(db, ['wants'], ({ now }) => writeWants(db, parsed, now));
}

/**
 * "Add missing to want list": one want per missing printing on the list of `collectionId` (null:
 * across collections) that the list does not want already, in one transaction as `createWants`.
 */
export async function addMissingToWantList(
  db: CardfolioDatabase,
  missing: readonly Pick<CataloguePrinting, 'name' | 'setCode' | 'collectorNumber'>[],
  collectionId: string | null,
): Promise<WantRow[]> {
  return mutator(db, ['wants'], async ({ now }) => {
    const inputs = wantsForMissing(missing, await db.wants.toArray(), collectionId);
    return writeWants(
      db,
      inputs.map((input) => parseInput(WantInput, input)),
      now,
    );
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
