import { buttonStyles, inputStyles } from '../../ui/buttons';
import { FormFailure } from '../../ui/FormFailure';
import { FormField } from '../../ui/FormField';

interface AddFormFooterProps {
  notes: string;
  onNotes(notes: string): void;
  failure: string | null;
  pending: boolean;
  /** "Back to Search" (part 2 §2): returns to the search without adding. */
  backLabel: string;
  onBack(): void;
}

/** The end of an add form: Notes, the form's failure, Back to Search and Add to Collection. */
export function AddFormFooter({ notes, onNotes, failure, pending, backLabel, onBack }: AddFormFooterProps) {
  return (
    <>
      <FormField label="Notes">
        <textarea
          className={inputStyles}
          rows={2}
          value={notes}
          onChange={(event) => onNotes(event.target.value)}
        />
      </FormField>
      <FormFailure message={failure} />
      <div className="flex flex-wrap justify-between gap-2">
        <button type="button" className={buttonStyles.secondary} onClick={onBack}>
          {backLabel}
        </button>
        <button type="submit" className={buttonStyles.primary} disabled={pending}>
          {pending ? 'Adding…' : 'Add to Collection'}
        </button>
      </div>
    </>
  );
}
