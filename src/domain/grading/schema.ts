import { z } from 'zod';
import { Id, IsoDate, Money } from '../schemas/common';
import { GRADING_TEXTS } from './texts';

/** The graders offered by name; any other is typed in. */
export const GRADERS = ['PSA', 'BGS', 'CGC', 'SGC'] as const;
export const AUTHENTIC = 'Authentic';
export const MAX_GRADER_NAME = 40;
export const MAX_CERTIFICATE = 40;

/** A numeric grade: 1 to 10 in halves. */
export const NumericGrade = z
  .number()
  .min(1, GRADING_TEXTS.gradeInvalid)
  .max(10, GRADING_TEXTS.gradeInvalid)
  .refine((grade) => Number.isInteger(grade * 2), GRADING_TEXTS.gradeInvalid);

/** The grade on the slab: a number, or "Authentic" (genuine, not graded for condition). */
export const Grade = z.union([NumericGrade, z.literal(AUTHENTIC)], { error: GRADING_TEXTS.gradeInvalid });
export type Grade = z.infer<typeof Grade>;

/** BGS's four subgrades; a subgrade not given is null. */
export const Subgrades = z.object({
  centering: NumericGrade.nullable().default(null),
  corners: NumericGrade.nullable().default(null),
  edges: NumericGrade.nullable().default(null),
  surface: NumericGrade.nullable().default(null),
});
export type Subgrades = z.infer<typeof Subgrades>;

/** What makes a card copy a graded one (issue 25); null or absent on a raw copy. */
export const Grading = z.object({
  grader: z
    .string()
    .trim()
    .min(1, GRADING_TEXTS.graderRequired)
    .max(MAX_GRADER_NAME, GRADING_TEXTS.graderTooLong)
    // "psa" typed in is PSA: one spelling per grader, so filters, groups and certificates agree.
    .transform((name) => GRADERS.find((known) => known.toLowerCase() === name.toLowerCase()) ?? name),
  grade: Grade,
  subgrades: Subgrades.nullable().default(null),
  certificate: z
    .string()
    .trim()
    .max(MAX_CERTIFICATE, GRADING_TEXTS.certificateTooLong)
    .nullable()
    .default(null)
    .transform((value) => (value === '' ? null : value)),
  gradedOn: IsoDate.nullable().default(null),
  fee: Money.nullable().default(null),
  /** The collector's own value of the slab: graded prices are not in the card database. */
  value: Money.nullable().default(null),
});
export type Grading = z.infer<typeof Grading>;
export type GradingInput = z.input<typeof Grading>;

/**
 * `POST /cards/:id/grade`: one copy of `condition` leaves the card for a graded copy. `gradedId` is the
 * id the device gave the new graded card (answered in `idMapping`); null when the card's only copy is
 * graded in place (no record is made, so no temp id may be named).
 */
export const GradeCopyInput = z.object({
  condition: z.string().trim().min(1).max(50),
  grading: Grading,
  gradedId: Id.nullable().default(null),
});
export type GradeCopyInput = z.input<typeof GradeCopyInput>;
/** What the plan takes: the id the new graded card gets if one is made (a temp id or a uuid). */
export type GradeCopy = z.infer<typeof GradeCopyInput> & { gradedId: string };
