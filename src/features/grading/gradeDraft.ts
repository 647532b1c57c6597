import { z } from 'zod';
import { parseLocaleNumber } from '../../domain/format/parseNumber';
import { AUTHENTIC, GRADERS, Grading, type GradingInput } from '../../domain/grading/schema';

export const OTHER_GRADER = 'other';
const SUBGRADE_KEYS = ['centering', 'corners', 'edges', 'surface'] as const;
export type SubgradeKey = (typeof SUBGRADE_KEYS)[number];
export { SUBGRADE_KEYS };

/** 10, 9.5 … 1: the grades a slab may carry, best first, then Authentic. */
export const GRADE_OPTIONS = [...Array.from({ length: 19 }, (_, index) => String(10 - index / 2)), AUTHENTIC];

/** The dialog's fields as typed (text), turned into the shared schema's input on submit. */
export interface GradeDraft {
  condition: string;
  grader: string;
  otherGrader: string;
  grade: string;
  subgrades: Record<SubgradeKey, string>;
  certificate: string;
  gradedOn: string;
  fee: string;
  value: string;
}

export function emptyDraft(condition: string): GradeDraft {
  return {
    condition,
    grader: GRADERS[0],
    otherGrader: '',
    grade: '10',
    subgrades: { centering: '', corners: '', edges: '', surface: '' },
    certificate: '',
    gradedOn: '',
    fee: '',
    value: '',
  };
}

const money = (text: string) => (text.trim() === '' ? null : parseLocaleNumber(text));
const gradeOf = (text: string) => (text === AUTHENTIC ? AUTHENTIC : Number(text));

/** The schema's input from the typed fields; the schema (Grading) says what is wrong with it. */
export function gradingOfDraft(draft: GradeDraft): GradingInput {
  const isBgs = draft.grader === 'BGS';
  const subgrades = Object.fromEntries(
    SUBGRADE_KEYS.map((key) => [key, draft.subgrades[key] === '' ? null : Number(draft.subgrades[key])]),
  );
  return {
    grader: draft.grader === OTHER_GRADER ? draft.otherGrader : draft.grader,
    grade: gradeOf(draft.grade),
    subgrades: isBgs ? subgrades : null,
    certificate: draft.certificate,
    gradedOn: draft.gradedOn === '' ? null : draft.gradedOn,
    fee: money(draft.fee),
    value: money(draft.value),
  };
}

/** What the dialog submits: the condition the copy leaves and its grading. */
export const GradeForm = z.object({ condition: z.string().min(1), grading: Grading });
