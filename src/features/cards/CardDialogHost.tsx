import { lazy, Suspense } from 'react';
import { ImageLightbox } from '../../ui/ImageLightbox';
import { SlabLabel } from '../grading/SlabLabel';
import { CopyPlaceLabel } from '../locations/CopyPlaceLabel';
import type { CardDialogState } from './cardDialogState';
import { AddCardDialog, EditCardDialog, RemoveCardDialog } from './dialogs';

// The price history and its chart library load only when a lightbox is opened.
const PrintingPriceHistory = lazy(() => import('../profit/PrintingPriceHistory'));
const GradeCopyDialog = lazy(() => import('../grading/GradeCopyDialog'));

interface CardDialogHostProps {
  collectionId: string;
  dialog: CardDialogState;
  onClose(): void;
}

/** The open dialog of the cards section: Add New Card, Edit Card, Remove Card or the image lightbox. */
export function CardDialogHost({ collectionId, dialog, onClose }: CardDialogHostProps) {
  switch (dialog.kind) {
    case 'add':
      return <AddCardDialog collectionId={collectionId} onClose={onClose} />;
    case 'edit':
      return <EditCardDialog card={dialog.card} onClose={onClose} />;
    case 'remove':
      return <RemoveCardDialog card={dialog.card} onClose={onClose} />;
    case 'image':
      return (
        <ImageLightbox name={dialog.card.name} imageUrl={dialog.card.imageUrl} onClose={onClose}>
          <SlabLabel grading={dialog.card.grading} />
          <CopyPlaceLabel place={dialog.card} />
          <Suspense fallback={null}>
            <PrintingPriceHistory card={dialog.card} />
          </Suspense>
        </ImageLightbox>
      );
    case 'grade':
      return (
        <Suspense fallback={null}>
          <GradeCopyDialog card={dialog.card} onClose={onClose} />
        </Suspense>
      );
    case 'none':
      return null;
  }
}
