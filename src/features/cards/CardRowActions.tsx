import { GRADING_TEXTS } from '../../domain/grading/texts';
import { buttonStyles } from '../../ui/buttons';
import { PencilIcon, TrashIcon } from '../../ui/icons';

interface CardRowActionsProps {
  name: string;
  onEdit(): void;
  onRemove(): void;
  /** The second action's word: cards are removed, sealed products deleted (the spec's words). */
  removeWord?: string;
  /** Grade a copy (issue 25): shown on a raw card's row. */
  onGrade?(): void;
}

/** Edit and Remove for one card; the names say which card, since every row has the same two buttons. */
export function CardRowActions({
  name,
  onEdit,
  onRemove,
  removeWord = 'Remove',
  onGrade,
}: CardRowActionsProps) {
  return (
    <div className="flex items-center gap-0.5">
      {onGrade && (
        <button
          type="button"
          aria-label={`${GRADING_TEXTS.gradeAction}: ${name}`}
          title={GRADING_TEXTS.gradeAction}
          className={`${buttonStyles.icon} text-xs font-semibold`}
          onClick={onGrade}
        >
          Grade
        </button>
      )}
      <button
        type="button"
        aria-label={`Edit ${name}`}
        title="Edit"
        className={buttonStyles.icon}
        onClick={onEdit}
      >
        <PencilIcon className="h-4 w-4" />
      </button>
      <button
        type="button"
        aria-label={`${removeWord} ${name}`}
        title={removeWord}
        className={`${buttonStyles.icon} hover:text-error`}
        onClick={onRemove}
      >
        <TrashIcon className="h-4 w-4" />
      </button>
    </div>
  );
}
