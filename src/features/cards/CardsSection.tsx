import { useCallback, useEffect, useMemo, useState } from 'react';
import { useCollectionCards } from '../../db/hooks/useCollectionCards';
import { useCurrentCollection } from '../../db/hooks/useCurrentCollection';
import { useMarketPrices } from '../../db/hooks/useMarketPrices';
import type { Card } from '../../domain/schemas';
import { TEXTS } from '../../domain/texts';
import { useAddAction } from '../../shell/navigation/addActions';
import { DesktopAddButton, SectionHeading } from '../../ui/SectionHeading';
import { FinanceSummaryPanel } from '../finance/FinanceSummaryPanel';
import { useCollectionPrices } from '../finance/useCollectionPrices';
import { useCardSelection } from '../locations/move/cardSelection';
import { MoveSelectionBar } from '../locations/move/MoveSelectionBar';
import { ScanEntry } from '../scan/ScanEntry';
import { CardDialogHost } from './CardDialogHost';
import { CardsBody } from './CardsBody';
import { CardsLoading } from './CardsStates';
import { CardsToolbar } from './CardsToolbar';
import { type CardDialogState, NO_DIALOG } from './cardDialogState';
import type { CardRowHandlers } from './cardRowHandlers';
import { CARDS_TEXTS } from './cardsTexts';

/** The section's cards, finance panel, toolbar and dialogs for one collection. */
function CollectionCards({ collectionId, collectionName }: { collectionId: string; collectionName: string }) {
  const cards = useCollectionCards(collectionId);
  const prices = useCollectionPrices(useMarketPrices(collectionId));
  const [dialog, setDialog] = useState<CardDialogState>(NO_DIALOG);
  const openAdd = useCallback(() => setDialog({ kind: 'add' }), []);
  const closeDialog = useCallback(() => setDialog(NO_DIALOG), []);
  // Mobile: the shell's floating add button opens the same Add New Card dialog.
  useAddAction('cards', 'Add card', openAdd);
  // A selection belongs to the collection it was made in.
  useEffect(() => useCardSelection.getState().clear, []);
  const handlers = useMemo<CardRowHandlers>(
    () => ({
      onEdit: (card: Card) => setDialog({ kind: 'edit', card }),
      onRemove: (card: Card) => setDialog({ kind: 'remove', card }),
      onEnlarge: (card: Card) => setDialog({ kind: 'image', card }),
      onGrade: (card: Card) => setDialog({ kind: 'grade', card }),
    }),
    [],
  );

  return (
    <section aria-labelledby="cards-title" className="flex min-w-0 flex-col gap-3 md:gap-4">
      <SectionHeading
        id="cards-title"
        title={CARDS_TEXTS.title}
        subtitle={collectionName}
        action={
          <div className="flex gap-2">
            <ScanEntry collectionId={collectionId} />
            <DesktopAddButton label={CARDS_TEXTS.addCard} onClick={openAdd} />
          </div>
        }
      />
      <FinanceSummaryPanel collectionId={collectionId} cards={cards} prices={prices} />
      <CardsToolbar />
      <MoveSelectionBar />
      <CardsBody collectionId={collectionId} cards={cards} prices={prices} handlers={handlers} />
      <CardDialogHost collectionId={collectionId} dialog={dialog} onClose={closeDialog} />
    </section>
  );
}

/** The cards section of the collection tab (part 1 §2 "Cards view"), for the current collection. */
export default function CardsSection() {
  const collection = useCurrentCollection();
  if (collection === undefined) return <CardsLoading />;
  if (collection === null) {
    return (
      <p
        role="status"
        className="rounded-xl border border-dashed border-border bg-surface px-6 py-12 text-center text-text-secondary"
      >
        {TEXTS.noCollectionSelected}
      </p>
    );
  }
  return (
    <CollectionCards key={collection.id} collectionId={collection.id} collectionName={collection.name} />
  );
}
