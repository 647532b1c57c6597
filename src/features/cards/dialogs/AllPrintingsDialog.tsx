import type { CardDefinition } from '../../../domain/schemas';
import { CARD_DIALOG_TEXTS, FALLBACK_MESSAGES } from '../../../domain/texts';
import { buttonStyles } from '../../../ui/buttons';
import { Dialog } from '../../../ui/Dialog';
import { useOnline } from '../../../ui/useOnline';
import { usePrintings } from '../../cardDatabase/usePrintings';
import type { CardSearchOptions } from './CardSearchPanel';
import { PrintingItem } from './PrintingItem';
import { QuickAddMessage } from './QuickAddMessage';
import { useQuickAdd } from './useQuickAdd';

interface AllPrintingsDialogProps extends CardSearchOptions {
  card: CardDefinition;
  collectionId: string | null;
  onDetails(printing: CardDefinition): void;
  onClose(): void;
}

/**
 * All Printings (part 2 §2): every printing of the card, by set, each quick-added or added with
 * details. Empty: 'No printings found for this card.'. When the card database cannot be reached while
 * the browser is online, that is a failure ('Failed to fetch card printings', Try Again) even though
 * the printings saved on this device are listed under it; offline, the saved ones are simply shown.
 */
export function AllPrintingsDialog({
  card,
  collectionId,
  onDetails,
  onClose,
  client,
  isOnline,
}: AllPrintingsDialogProps) {
  const printings = usePrintings(card.name, { client, isOnline });
  const browserOnline = useOnline();
  const online = isOnline ? isOnline() : browserOnline;
  const { status, quickAdd } = useQuickAdd(collectionId);
  const fromDevice = printings.status === 'done' && printings.source === 'device';
  const failed = printings.status === 'failed' || (fromDevice && online);

  return (
    <Dialog
      title={CARD_DIALOG_TEXTS.allPrintingsTitle}
      onClose={onClose}
      actions={
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          Close
        </button>
      }
    >
      <p className="-mt-2 text-sm text-text-secondary">{card.name}</p>
      {printings.status === 'loading' && (
        <p role="status" className="text-sm text-text-secondary">
          Loading printings…
        </p>
      )}
      {failed && (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-error">
          <span>{FALLBACK_MESSAGES.fetchPrintings}</span>
          <button type="button" className={buttonStyles.secondary} onClick={printings.retry}>
            Try Again
          </button>
        </div>
      )}
      {printings.notice && (
        <p className="rounded-md bg-warning-light px-3 py-2 text-sm text-text">{printings.notice}</p>
      )}
      {printings.status === 'done' && !failed && printings.cards.length === 0 && (
        <p className="text-sm text-text-secondary">{CARD_DIALOG_TEXTS.noPrintings}</p>
      )}
      {printings.cards.length > 0 && (
        <ul
          aria-label={`Printings of ${card.name}`}
          className="max-h-[55vh] divide-y divide-border-light overflow-y-auto"
        >
          {printings.cards.map((printing) => (
            <PrintingItem
              key={printing.id}
              printing={printing}
              busy={status.kind === 'adding' && status.definitionId === printing.id}
              disabled={collectionId === null}
              onQuickAdd={quickAdd}
              onDetails={onDetails}
            />
          ))}
        </ul>
      )}
      <QuickAddMessage status={status} />
    </Dialog>
  );
}
