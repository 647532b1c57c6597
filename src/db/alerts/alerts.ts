import { ALERT_TEXTS } from '../../domain/alerts/alertTexts';
import { planCreateAlert, planDeleteAlert, planMarkAlertSeen } from '../../domain/alerts/plans';
import { AlertInput, NOT_FIRED } from '../../domain/alerts/schema';
import { API, callOf } from '../../domain/api';
import { commit } from '../commit';
import { currentRecordId } from '../currentRecordId';
import type { CardfolioDatabase } from '../database';
import { parseInput, RecordNotFoundError } from '../errors';
import { newTempId } from '../ids';
import { mutator } from '../outbox/mutator';
import type { AlertRow } from '../rows';

async function existing(db: CardfolioDatabase, id: string): Promise<AlertRow> {
  const row = await db.alerts.get(id);
  if (!row) throw new RecordNotFoundError(ALERT_TEXTS.notFound);
  return row;
}

/** Sets a price alert on the device (unfired) and queues `POST /alerts`. */
export async function createAlert(db: CardfolioDatabase, input: AlertInput): Promise<AlertRow> {
  const fields = parseInput(AlertInput, input);
  return mutator(db, ['alerts', 'wants'], async ({ now }) => {
    if (fields.wantId && !(await db.wants.get(fields.wantId)))
      throw new RecordNotFoundError(ALERT_TEXTS.wantNotFound);
    const row: AlertRow = { id: newTempId(), ...fields, ...NOT_FIRED, createdAt: now, updatedAt: now };
    await commit(db, planCreateAlert(row), { ...callOf(API.alerts.create), body: fields }, now);
    return row;
  });
}

/** Marks the fire of this price day seen and queues `PUT /alerts/{id}`; nothing when it already is. */
export async function markAlertSeen(db: CardfolioDatabase, givenId: string, firedOn: string): Promise<void> {
  const id = await currentRecordId(db, givenId);
  return mutator(db, ['alerts'], async ({ now }) => {
    const row = await existing(db, id);
    if (row.seenOn !== null && row.seenOn >= firedOn) return;
    const body = { seenOn: firedOn };
    await commit(db, planMarkAlertSeen(row, body, now), { ...callOf(API.alerts.update, { id }), body }, now);
  });
}

/** Deletes an alert (and the device's own firing of it) and queues `DELETE /alerts/{id}`. */
export async function deleteAlert(db: CardfolioDatabase, givenId: string): Promise<void> {
  const id = await currentRecordId(db, givenId);
  await mutator(db, ['alerts'], async ({ now }) => {
    await existing(db, id);
    await commit(db, planDeleteAlert(id), { ...callOf(API.alerts.delete, { id }), body: null }, now);
  });
  await db.alertFirings.delete(id);
}
