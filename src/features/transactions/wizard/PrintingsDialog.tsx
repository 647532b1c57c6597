import type { CardDefinition } from '../../../domain/schemas';
import { buttonStyles } from '../../../ui/buttons';
import { Dialog } from '../../../ui/Dialog';
import { LoadingState } from '../../../ui/StatePanel';
import { usePrintings } from '../../cardDatabase/usePrintings';
import { printingLabel } from '../../cards/dialogs/printingLabel';
import { WIZARD_TEXTS } from './wizardTexts';

/** The wizard's printings modal: every printing of the card (the device's catalogue offline); pick one. */
export function PrintingsDialog({
  card,
  onPick,
  onClose,
}: {
  card: CardDefinition;
  onPick(printing: CardDefinition): void;
  onClose(): void;
}) {
  const printings = usePrintings(card.name);
  // The search's own printing is always offered, so a failed lookup never blocks the purchase.
  const list = printings.cards.some((printing) => printing.id === card.id)
    ? printings.cards
    : [card, ...printings.cards];
  return (
    <Dialog
      title={WIZARD_TEXTS.printingsTitle}
      onClose={onClose}
      actions={
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          {WIZARD_TEXTS.cancel}
        </button>
      }
    >
      <p className="-mt-2 text-sm text-text-secondary">{card.name}</p>
      {printings.status === 'loading' && <LoadingState text="Loading printings…" />}
      {printings.notice && <p className="text-sm text-text-secondary">{printings.notice}</p>}
      <ul aria-label="Printings" className="max-h-[50vh] divide-y divide-border-light overflow-y-auto">
        {list.map((printing) => (
          <li key={printing.id} className="flex items-center justify-between gap-2 py-2">
            <span className="min-w-0 truncate text-sm">{printingLabel(printing)}</span>
            <button
              type="button"
              className={buttonStyles.secondary}
              aria-label={`${WIZARD_TEXTS.select} ${card.name} — ${printingLabel(printing)}`}
              onClick={() => onPick(printing)}
            >
              {WIZARD_TEXTS.select}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
