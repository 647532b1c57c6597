import { randomUUID } from 'node:crypto';
import { API } from '../../src/domain/api';
import { planGradeCopy } from '../../src/domain/grading/plan';
import { PlanRefused } from '../../src/domain/locations/place';
import { CardInput } from '../../src/domain/schemas';
import { insertCards, updateCard } from '../cards/mutations';
import { findOwnedCard } from '../cards/queries';
import { StatusError } from '../errors/statusError';
import { done, type Handler, writes } from '../handlers/handler';
import { toCard } from '../records/serialize';
import { refuseTakenCertificate } from './checks';

/** The device's plan, run inside the write: the same copy taken, the same cost, a uuid for the slab. */
function plan(...args: Parameters<typeof planGradeCopy>) {
  try {
    return planGradeCopy(...args);
  } catch (error) {
    if (error instanceof PlanRefused) throw new StatusError(409, error.message);
    throw error;
  }
}

export const gradingHandlers: Handler[] = [
  writes(API.grading.gradeCopy, async (tx, userId, { params, body }) => {
    const card = toCard(await findOwnedCard(tx, userId, params.id));
    await refuseTakenCertificate(tx, userId, body.grading);
    const gradedId = randomUUID();
    const { changes, graded } = plan(card, { ...body, gradedId }, [], new Date().toISOString());
    const left = changes.writes[0]?.row as typeof card;
    const row = await updateCard(tx, userId, card.id, {
      conditionQuantities: left.conditionQuantities,
      grading: left.grading ?? null,
    });
    const made = graded.id === gradedId;
    if (made) await insertCards(tx, userId, [CardInput.parse(graded)], [gradedId]);
    const mapped = made && body.gradedId !== null;
    return done({ ...toCard(row), idMapping: mapped ? { [body.gradedId as string]: gradedId } : {} });
  }),
];
