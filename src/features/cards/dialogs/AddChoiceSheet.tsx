import { useId } from 'react';
import type { CardDefinition } from '../../../domain/schemas';
import { buttonStyles } from '../../../ui/buttons';
import { ModalSurface } from '../../../ui/ModalSurface';
import { printingLabel } from './printingLabel';

interface AddChoiceSheetProps {
  card: CardDefinition;
  onQuickAdd(): void;
  onVersions(): void;
  onDetails(): void;
  onCancel(): void;
}

const choice = `${buttonStyles.secondary} w-full py-3 text-base`;

/**
 * Mobile's three-choice sheet (part 2 §2): Quick Add, View Versions, Add with Details, Cancel. A modal
 * sheet at the bottom of the screen, in thumb reach; Escape, Cancel or a tap outside close it.
 */
export function AddChoiceSheet({ card, onQuickAdd, onVersions, onDetails, onCancel }: AddChoiceSheetProps) {
  const titleId = useId();
  return (
    <ModalSurface
      labelledBy={titleId}
      onClose={onCancel}
      className="mx-0 mt-auto mb-0 w-full max-w-none rounded-t-xl border border-border bg-surface p-0 text-text shadow-2xl backdrop:bg-black/50"
    >
      <div className="flex flex-col gap-2 p-4 pb-[calc(1rem+env(safe-area-inset-bottom))]">
        <h2 id={titleId} className="text-base font-semibold">
          {card.name}
          <span className="block text-sm font-normal text-text-secondary">{printingLabel(card)}</span>
        </h2>
        <button
          type="button"
          className={`${buttonStyles.primary} w-full py-3 text-base`}
          onClick={onQuickAdd}
        >
          Quick Add
        </button>
        <button type="button" className={choice} onClick={onVersions}>
          View Versions
        </button>
        <button type="button" className={choice} onClick={onDetails}>
          Add with Details
        </button>
        <button type="button" className={`${buttonStyles.ghost} w-full py-3 text-base`} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </ModalSurface>
  );
}
