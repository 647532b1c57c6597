import { useState } from 'react';
import { useDatabase } from '../../../db/DatabaseProvider';
import { deleteSealedProduct } from '../../../db/sealed/deleteSealedProduct';
import type { SealedProduct } from '../../../domain/schemas';
import { FALLBACK_MESSAGES, SEALED_TEXTS } from '../../../domain/texts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';

/**
 * The delete confirmation (part 2 §2) naming the product. Gone from the device at once, from the server
 * on the next sync. A failure keeps the dialog open and says so.
 */
export function DeleteSealedDialog({ product, onClose }: { product: SealedProduct; onClose(): void }) {
  const db = useDatabase();
  const [failed, setFailed] = useState(false);
  const question = SEALED_TEXTS.deleteQuestion(product.name);
  return (
    <ConfirmDialog
      title={SEALED_TEXTS.deleteTitle}
      message={failed ? `${question} ${FALLBACK_MESSAGES.deleteSealed}.` : question}
      confirmLabel="Delete"
      onConfirm={() => {
        deleteSealedProduct(db, product.id).then(onClose, (error: unknown) => {
          console.error(error);
          setFailed(true);
        });
      }}
      onCancel={onClose}
    />
  );
}
