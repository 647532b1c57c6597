import { expect, type Page } from '@playwright/test';
import { GRADING_TEXTS } from '../../../src/domain/grading/texts';

/** The cards view's "Grade a copy" dialog (issue 25). */
export class GradingPage {
  constructor(readonly page: Page) {}

  /** Grades one copy of the first row named `name` with `grader`, `grade` and a certificate number. */
  async gradeCopy(name: string, grader: string, grade: string, certificate: string) {
    await this.page
      .getByRole('button', { name: `${GRADING_TEXTS.gradeAction}: ${name}` })
      .first()
      .click();
    const dialog = this.page.getByRole('dialog', { name: `${GRADING_TEXTS.dialogTitle}: ${name}` });
    await dialog.getByLabel(GRADING_TEXTS.grader).selectOption(grader);
    await dialog.getByLabel(GRADING_TEXTS.grade, { exact: true }).selectOption(grade);
    await dialog.getByLabel(GRADING_TEXTS.certificate).fill(certificate);
    await dialog.getByRole('button', { name: GRADING_TEXTS.save, exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  slabLabel(label: string) {
    return this.page.locator('[data-slab-label]', { hasText: label });
  }
}
