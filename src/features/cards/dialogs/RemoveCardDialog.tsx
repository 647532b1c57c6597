import { useState } from 'react';
import { deleteCard } from '../../../db/cards/deleteCard';
import { useDatabase } from '../../../db/DatabaseProvider';
import type { Card } from '../../../domain/schemas';
import { CARD_DIALOG_TEXTS, FALLBACK_MESSAGES } from '../../../domain/texts';
import { buttonStyles } from '../../../ui/buttons';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Dialog } from '../../../ui/Dialog';

/**
 * The removal confirmation (part 1 §2): titled Remove Card, says This action cannot be undone, and asks
 * whether to remove the card. The copy goes from the device at once and from the server on the next sync.
 */
export function RemoveCardDialog({ card, onClose }: { card: Card; onClose(): void }) {
  const db = useDatabase();
  const [failed, setFailed] = useState(false);

  if (failed) {
    return (
      <Dialog
        title={CARD_DIALOG_TEXTS.removeTitle}
        onClose={onClose}
        actions={
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            Close
          </button>
        }
      >
        <p role="alert" className="text-error">
          {FALLBACK_MESSAGES.removeCard}
        </p>
      </Dialog>
    );
  }

  return (
    <ConfirmDialog
      title={CARD_DIALOG_TEXTS.removeTitle}
      message={`${CARD_DIALOG_TEXTS.removeQuestion} ${CARD_DIALOG_TEXTS.removeWarning}.`}
      confirmLabel="Remove"
      onConfirm={() => {
        deleteCard(db, card.id).then(onClose, () => setFailed(true));
      }}
      onCancel={onClose}
    />
  );
}
