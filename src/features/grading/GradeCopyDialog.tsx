import { useId, useState } from 'react';
import { useDatabase } from '../../db/DatabaseProvider';
import { gradeCopy } from '../../db/grading/gradeCopy';
import { GRADERS } from '../../domain/grading/schema';
import { GRADING_TEXTS } from '../../domain/grading/texts';
import type { Card } from '../../domain/schemas';
import { inputStyles } from '../../ui/buttons';
import { Dialog } from '../../ui/Dialog';
import { FormDialogActions } from '../../ui/FormDialogActions';
import { FormField } from '../../ui/FormField';
import { PriceInput } from '../../ui/NumberInputs';
import { useFormSubmit } from '../forms/useFormSubmit';
import {
  emptyDraft,
  GRADE_OPTIONS,
  type GradeDraft,
  GradeForm,
  gradingOfDraft,
  OTHER_GRADER,
} from './gradeDraft';
import { SubgradeFields } from './SubgradeFields';

const options = (values: readonly string[]) =>
  values.map((value) => (
    <option key={value} value={value}>
      {value}
    </option>
  ));

/** "Grade a copy" (issue 25): one copy of a condition of `card` becomes a graded copy. */
export default function GradeCopyDialog({ card, onClose }: { card: Card; onClose(): void }) {
  const db = useDatabase();
  const formId = useId();
  const conditions = [...new Set(card.conditionQuantities.map((line) => line.condition))];
  const [draft, setDraft] = useState<GradeDraft>(() => emptyDraft(conditions[0] ?? ''));
  const set = (patch: Partial<GradeDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const form = useFormSubmit(GradeForm, {
    action: ({ condition, grading }) => gradeCopy(db, card.id, condition, grading),
    onDone: onClose,
    failureText: 'Failed to grade the copy',
  });
  const error = (field: string) => form.errors[`grading.${field}`];
  const refusal = form.errors.grading ?? form.failure;

  return (
    <Dialog
      title={`${GRADING_TEXTS.dialogTitle}: ${card.name}`}
      onClose={onClose}
      actions={
        <FormDialogActions
          formId={formId}
          pending={form.pending}
          submitLabel={GRADING_TEXTS.save}
          onCancel={onClose}
        />
      }
    >
      <form
        id={formId}
        className="grid grid-cols-2 gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit({ condition: draft.condition, grading: gradingOfDraft(draft) });
        }}
      >
        <FormField label={GRADING_TEXTS.condition} className="col-span-2">
          <select
            className={inputStyles}
            value={draft.condition}
            onChange={(e) => set({ condition: e.target.value })}
          >
            {options(conditions)}
          </select>
        </FormField>
        <FormField label={GRADING_TEXTS.grader}>
          <select
            className={inputStyles}
            value={draft.grader}
            onChange={(e) => set({ grader: e.target.value })}
          >
            {options(GRADERS)}
            <option value={OTHER_GRADER}>Other…</option>
          </select>
        </FormField>
        <FormField label={GRADING_TEXTS.grade} error={error('grade')}>
          <select
            className={inputStyles}
            value={draft.grade}
            onChange={(e) => set({ grade: e.target.value })}
          >
            {options(GRADE_OPTIONS)}
          </select>
        </FormField>
        {draft.grader === OTHER_GRADER && (
          <FormField label={GRADING_TEXTS.otherGrader} error={error('grader')} className="col-span-2">
            <input
              className={inputStyles}
              value={draft.otherGrader}
              onChange={(e) => set({ otherGrader: e.target.value })}
            />
          </FormField>
        )}
        {draft.grader === 'BGS' && (
          <SubgradeFields values={draft.subgrades} onChange={(subgrades) => set({ subgrades })} />
        )}
        <FormField label={GRADING_TEXTS.certificate} error={error('certificate')}>
          <input
            className={inputStyles}
            value={draft.certificate}
            onChange={(e) => set({ certificate: e.target.value })}
          />
        </FormField>
        <FormField label={GRADING_TEXTS.gradedOn} error={error('gradedOn')}>
          <input
            type="date"
            className={inputStyles}
            value={draft.gradedOn}
            onChange={(e) => set({ gradedOn: e.target.value })}
          />
        </FormField>
        <FormField label={GRADING_TEXTS.fee} error={error('fee')}>
          <PriceInput value={draft.fee} onValueChange={(fee) => set({ fee })} />
        </FormField>
        <FormField label={GRADING_TEXTS.value} error={error('value')}>
          <PriceInput value={draft.value} onValueChange={(value) => set({ value })} />
        </FormField>
        {refusal && (
          <p role="alert" className="col-span-2 text-sm text-error">
            {refusal}
          </p>
        )}
      </form>
    </Dialog>
  );
}
