import { ImageLightbox } from '../../ui/ImageLightbox';
import { OpenSealedDialog } from '../transactions/opening/OpenSealedDialog';
import { AddSealedDialog } from './dialogs/AddSealedDialog';
import { DeleteSealedDialog } from './dialogs/DeleteSealedDialog';
import { EditSealedDialog } from './dialogs/EditSealedDialog';
import type { SealedDialogState } from './sealedDialogState';

interface SealedDialogHostProps {
  collectionId: string;
  dialog: SealedDialogState;
  onClose(): void;
}

/** The open dialog of the sealed page. A grouped row's edit and delete act on its first unit. */
export function SealedDialogHost({ collectionId, dialog, onClose }: SealedDialogHostProps) {
  switch (dialog.kind) {
    case 'add':
      return <AddSealedDialog collectionId={collectionId} onClose={onClose} />;
    case 'edit':
      return <EditSealedDialog product={dialog.row.first} onClose={onClose} />;
    case 'delete':
      return <DeleteSealedDialog product={dialog.row.first} onClose={onClose} />;
    case 'image':
      return <ImageLightbox name={dialog.row.name} imageUrl={dialog.row.imageUrl} onClose={onClose} />;
    case 'open':
      return <OpenSealedDialog product={dialog.row.first} onClose={onClose} />;
    case 'none':
      return null;
  }
}
