import { useCallback, useState } from 'react';
import { quickAddCard } from '../../../db/cards/quickAddCard';
import { useDatabase } from '../../../db/DatabaseProvider';
import type { CardDefinition } from '../../../domain/schemas';
import { CARD_DIALOG_TEXTS, FALLBACK_MESSAGES } from '../../../domain/texts';
import { cardLabel } from './printingLabel';

export type QuickAddStatus =
  | { kind: 'idle' }
  | { kind: 'adding'; definitionId: string }
  | { kind: 'added'; message: string }
  | { kind: 'failed'; message: string };

/**
 * Quick Add (part 2 §4: have, Near Mint, 1, non-foil) into the chosen collection, with what happened
 * for the dialog to say. No token is needed: the add is stored on the device and synced later.
 */
export function useQuickAdd(collectionId: string | null) {
  const db = useDatabase();
  const [status, setStatus] = useState<QuickAddStatus>({ kind: 'idle' });

  const quickAdd = useCallback(
    async (definition: CardDefinition) => {
      if (collectionId === null) {
        setStatus({ kind: 'failed', message: CARD_DIALOG_TEXTS.selectCollectionFirst });
        return;
      }
      setStatus({ kind: 'adding', definitionId: definition.id });
      try {
        await quickAddCard(db, { collectionId, definition });
        setStatus({ kind: 'added', message: `Added ${cardLabel(definition)}` });
      } catch {
        setStatus({ kind: 'failed', message: FALLBACK_MESSAGES.addCardToCollection });
      }
    },
    [db, collectionId],
  );

  const announce = useCallback((message: string) => setStatus({ kind: 'added', message }), []);
  return { status, quickAdd, announce };
}
