import { GradeCopyInput } from '../grading/schema';
import { Card } from '../schemas/card';
import { IdMapping } from '../schemas/sync';
import { endpoint } from './endpoint';

/** Issue 25's graded copies: "Grade a copy" is one call naming the card and the copy it makes. */
export const gradingEndpoints = {
  /** Answers the card as left (the call's subject) and `idMapping` for the graded copy it made. */
  gradeCopy: endpoint({
    method: 'POST',
    path: '/cards/:id/grade',
    body: GradeCopyInput,
    answer: Card.extend({ idMapping: IdMapping }),
    touches: ['cards'],
  }),
};
