import type { CardDefinition } from '../../../domain/schemas';
import { buttonStyles } from '../../../ui/buttons';
import { CardThumbnail } from './CardThumbnail';
import { printingLabel } from './printingLabel';

interface PrintingItemProps {
  printing: CardDefinition;
  busy: boolean;
  disabled: boolean;
  onQuickAdd(printing: CardDefinition): void;
  onDetails(printing: CardDefinition): void;
}

/** One printing in All Printings: its set, number and rarity, quick-added or added with details. */
export function PrintingItem({ printing, busy, disabled, onQuickAdd, onDetails }: PrintingItemProps) {
  const label = printingLabel(printing);
  const number = printing.collectorNumber ? `#${printing.collectorNumber}` : null;
  return (
    <li className="flex gap-3 py-2">
      <CardThumbnail url={printing.imageUrl} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="truncate font-semibold">{label}</p>
        <p className="truncate text-xs text-text-muted">
          {[number, printing.rarity].filter(Boolean).join(' · ')}
        </p>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={`${buttonStyles.primary} px-2 py-1`}
            aria-label={`Quick Add ${printing.name} — ${label}`}
            disabled={disabled || busy}
            onClick={() => onQuickAdd(printing)}
          >
            {busy ? 'Adding…' : 'Quick Add'}
          </button>
          <button
            type="button"
            className={`${buttonStyles.secondary} px-2 py-1`}
            aria-label={`Add with Details ${printing.name} — ${label}`}
            disabled={disabled}
            onClick={() => onDetails(printing)}
          >
            Add with Details
          </button>
        </div>
      </div>
    </li>
  );
}
