import { useState } from 'react';
import type { SealedDefinition } from '../../../domain/schemas';
import { SEALED_TEXTS } from '../../../domain/texts';
import { buttonStyles } from '../../../ui/buttons';
import { Dialog } from '../../../ui/Dialog';
import { DefinitionSearchStep } from './DefinitionSearchStep';
import { SealedDetailsStep } from './SealedDetailsStep';

/** Add Sealed Product (part 2 §2): search the definitions, then the details; closes once added. */
export function AddSealedDialog({ collectionId, onClose }: { collectionId: string; onClose(): void }) {
  const [selected, setSelected] = useState<SealedDefinition | null>(null);
  return (
    <Dialog
      title={SEALED_TEXTS.addTitle}
      onClose={onClose}
      actions={
        selected ? undefined : (
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            Cancel
          </button>
        )
      }
    >
      {selected ? (
        <SealedDetailsStep
          definition={selected}
          collectionId={collectionId}
          onBack={() => setSelected(null)}
          onAdded={onClose}
        />
      ) : (
        <DefinitionSearchStep onSelect={setSelected} />
      )}
    </Dialog>
  );
}
