import type { Grade, Grading } from './schema';

/** 9 → "9", 9.5 → "9.5", "Authentic" as is. */
export function gradeText(grade: Grade): string {
  return typeof grade === 'number' ? String(grade) : grade;
}

/** The label on the slab, the one text every view shows for a graded copy: "PSA 9", "CGC Authentic". */
export function slabLabel(grading: Pick<Grading, 'grader' | 'grade'>): string {
  return `${grading.grader} ${gradeText(grading.grade)}`;
}
