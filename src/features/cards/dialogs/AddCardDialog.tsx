import { useState } from 'react';
import type { CardDefinition } from '../../../domain/schemas';
import { CARD_DIALOG_TEXTS } from '../../../domain/texts';
import { buttonStyles } from '../../../ui/buttons';
import { Dialog } from '../../../ui/Dialog';
import { AddChoiceSheet } from './AddChoiceSheet';
import { AddDetailsForm } from './AddDetailsForm';
import { AllPrintingsDialog } from './AllPrintingsDialog';
import { type CardSearchOptions, CardSearchPanel } from './CardSearchPanel';
import { cardLabel } from './printingLabel';
import { QuickAddMessage } from './QuickAddMessage';
import { useIsMobile } from './useIsMobile';
import { useQuickAdd } from './useQuickAdd';

export interface AddCardDialogProps extends CardSearchOptions {
  /** The collection to add to; null when none is selected. */
  collectionId: string | null;
  onClose(): void;
}

/**
 * "Add New Card" (part 2 §2): search the card database, then Quick Add, look at every printing
 * (Versions), or Add with Details. Adds are stored on the device and synced later, so no sign-in token
 * is checked here (the spec's 'Please log in again' belonged to the online-only app). The dialog stays
 * open after an add, so a stack of cards can be entered one after the other.
 */
export function AddCardDialog({ collectionId, onClose, client, isOnline }: AddCardDialogProps) {
  const mobile = useIsMobile();
  const [query, setQuery] = useState('');
  const [details, setDetails] = useState<CardDefinition | null>(null);
  const [printingsOf, setPrintingsOf] = useState<CardDefinition | null>(null);
  const [choosing, setChoosing] = useState<CardDefinition | null>(null);
  const { status, quickAdd, announce } = useQuickAdd(collectionId);

  const openDetails = (card: CardDefinition) => {
    setPrintingsOf(null);
    setChoosing(null);
    setDetails(card);
  };

  return (
    <>
      <Dialog
        title={CARD_DIALOG_TEXTS.addTitle}
        onClose={onClose}
        actions={
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            Close
          </button>
        }
      >
        {collectionId === null && (
          <p role="alert" className="rounded-md bg-error-light px-3 py-2 text-sm text-error">
            {CARD_DIALOG_TEXTS.selectCollectionFirst}
          </p>
        )}
        {details && collectionId !== null ? (
          <AddDetailsForm
            definition={details}
            collectionId={collectionId}
            onBack={() => setDetails(null)}
            onAdded={(count, card) => {
              setDetails(null);
              announce(`Added ${count} × ${cardLabel(card)}`);
            }}
          />
        ) : (
          <CardSearchPanel
            query={query}
            onQueryChange={setQuery}
            mobile={mobile}
            busyId={status.kind === 'adding' ? status.definitionId : null}
            canAdd={collectionId !== null}
            client={client}
            isOnline={isOnline}
            onQuickAdd={quickAdd}
            onVersions={setPrintingsOf}
            onDetails={openDetails}
            onChoose={setChoosing}
          />
        )}
        <QuickAddMessage status={status} />
      </Dialog>
      {choosing && (
        <AddChoiceSheet
          card={choosing}
          onQuickAdd={() => {
            setChoosing(null);
            void quickAdd(choosing);
          }}
          onVersions={() => {
            setChoosing(null);
            setPrintingsOf(choosing);
          }}
          onDetails={() => openDetails(choosing)}
          onCancel={() => setChoosing(null)}
        />
      )}
      {printingsOf && (
        <AllPrintingsDialog
          card={printingsOf}
          collectionId={collectionId}
          client={client}
          isOnline={isOnline}
          onDetails={openDetails}
          onClose={() => setPrintingsOf(null)}
        />
      )}
    </>
  );
}
