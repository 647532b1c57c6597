import type { Grading } from './schema';
import { GRADING_TEXTS } from './texts';

type Graded = { id: string; grading?: Pick<Grading, 'grader' | 'certificate'> | null };

/** Certificates are numbered per grader: the key two graded copies may not share. */
export function certificateKey(grading: Pick<Grading, 'grader' | 'certificate'>): string | null {
  if (grading.certificate === null) return null;
  return `${grading.grader.toLowerCase()}|${grading.certificate}`;
}

/**
 * The refusal when another of the user's copies (not `exceptId`) already carries this grader's
 * certificate number, else null. The server's unique index holds the same rule.
 */
export function certificateProblem(
  grading: Pick<Grading, 'grader' | 'certificate'>,
  cards: readonly Graded[],
  exceptId?: string,
): string | null {
  const key = certificateKey(grading);
  if (key === null || grading.certificate === null) return null;
  const taken = cards.some(
    (card) => card.id !== exceptId && card.grading && certificateKey(card.grading) === key,
  );
  return taken ? GRADING_TEXTS.certificateTaken(grading.certificate) : null;
}
