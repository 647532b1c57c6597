import { and, eq, ne, sql } from 'drizzle-orm';
import type { Grading } from '../../src/domain/grading/schema';
import { GRADING_TEXTS } from '../../src/domain/grading/texts';
import type { Tx } from '../db/database';
import { cards } from '../db/schema';
import { StatusError } from '../errors/statusError';

/**
 * Refuses (409, the device's words) a certificate number another of the user's copies of the same
 * grader carries; the unique index `cards_user_certificate_idx` holds the rule under races.
 */
export async function refuseTakenCertificate(
  tx: Tx,
  userId: string,
  grading: Pick<Grading, 'grader' | 'certificate'>,
  exceptId?: string,
): Promise<void> {
  if (grading.certificate === null) return;
  const [holder] = await tx
    .select({ id: cards.id })
    .from(cards)
    .where(
      and(
        eq(cards.userId, userId),
        sql`lower(${cards.grading}->>'grader') = ${grading.grader.toLowerCase()}`,
        sql`(${cards.grading}->>'certificate') = ${grading.certificate}`,
        exceptId === undefined ? undefined : ne(cards.id, exceptId),
      ),
    )
    .limit(1);
  if (holder) throw new StatusError(409, GRADING_TEXTS.certificateTaken(grading.certificate));
}

type GradedFields = { grading?: Grading | null; conditionQuantities?: readonly { quantity: number }[] };

/**
 * A card write that leaves the card graded (a PUT naming `grading` or the lines of a slab): one copy
 * on one line (400 otherwise), and a certificate no other copy carries (409).
 */
export async function checkGradedCard(
  tx: Tx,
  userId: string,
  stored: Required<GradedFields> & { id: string },
  input: GradedFields,
): Promise<void> {
  if (input.grading === undefined && input.conditionQuantities === undefined) return;
  const grading = input.grading === undefined ? stored.grading : input.grading;
  if (!grading) return;
  const lines = input.conditionQuantities ?? stored.conditionQuantities;
  if (lines.length !== 1 || lines[0]?.quantity !== 1)
    throw new StatusError(400, GRADING_TEXTS.gradedIsOneCopy);
  if (input.grading) await refuseTakenCertificate(tx, userId, grading, stored.id);
}
