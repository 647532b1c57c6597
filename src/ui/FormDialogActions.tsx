import type { ReactNode } from 'react';
import { buttonStyles } from './buttons';

interface FormDialogActionsProps {
  /** The form the submit button submits (it sits outside the form, in the dialog's button row). */
  formId: string;
  pending: boolean;
  submitLabel: string;
  pendingLabel?: string;
  onCancel(): void;
  /** Buttons before Cancel (Reset). */
  children?: ReactNode;
}

/** A form dialog's Cancel and submit buttons; the submit is disabled while the form is being saved. */
export function FormDialogActions({
  formId,
  pending,
  submitLabel,
  pendingLabel = 'Saving…',
  onCancel,
  children,
}: FormDialogActionsProps) {
  return (
    <>
      {children}
      <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" form={formId} className={buttonStyles.primary} disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </button>
    </>
  );
}
