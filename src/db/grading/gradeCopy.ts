import { API, callOf } from '../../domain/api';
import { planGradeCopy } from '../../domain/grading/plan';
import { GradeCopyInput, type GradingInput } from '../../domain/grading/schema';
import { TEXTS } from '../../domain/texts';
import { commit } from '../commit';
import { currentRecordId } from '../currentRecordId';
import type { CardfolioDatabase } from '../database';
import { parseInput, RecordNotFoundError } from '../errors';
import { newTempId } from '../ids';
import { asInputError } from '../locations/guards';
import { mutator } from '../outbox/mutator';
import type { CardRow } from '../rows';

/** Graded copies only: the certificate check reads these, not the whole collection's lines. */
const gradedCards = (db: CardfolioDatabase) => db.cards.filter((card) => Boolean(card.grading)).toArray();

/**
 * "Grade a copy": one copy of `condition` leaves the card for a graded copy (src/domain/grading), in
 * one change set and one `POST /cards/:id/grade` naming the card and the new copy. A certificate
 * another copy carries, a condition the card lacks or a card already graded is refused (InputError,
 * `grading` field) with nothing written. Answers the graded copy.
 */
export async function gradeCopy(
  db: CardfolioDatabase,
  givenId: string,
  condition: string,
  grading: GradingInput,
): Promise<CardRow> {
  const input = { ...parseInput(GradeCopyInput, { condition, grading }), gradedId: newTempId() };
  return mutator(db, ['cards'], async ({ now }) => {
    const id = await currentRecordId(db, givenId);
    const card = await db.cards.get(id);
    if (!card) throw new RecordNotFoundError(TEXTS.cardNotFound);
    const others = await gradedCards(db);
    let plan: ReturnType<typeof planGradeCopy>;
    try {
      plan = planGradeCopy(card, input, others, now);
    } catch (error) {
      throw asInputError(error, 'grading');
    }
    const body = { ...input, gradedId: plan.graded.id === id ? null : input.gradedId };
    const call = { ...callOf(API.grading.gradeCopy, { id }), body, parentIds: [card.collectionId] };
    await commit(db, plan.changes, call, now);
    return plan.graded as CardRow;
  });
}
