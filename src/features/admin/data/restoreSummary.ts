import type { RestoreOutcome } from '../../../db/backup/restoreBackup';
import type { RestoreKind } from '../../../domain/backup/planRestore';

const LABELS: Record<RestoreKind, string> = {
  collections: 'collections',
  sealedDefinitions: 'product definitions',
  locations: 'locations',
  cards: 'cards',
  sealedProducts: 'sealed products',
  transactions: 'transactions',
  marketPrices: 'market prices',
  wants: 'wants',
};

/** "Restored 120 cards, 3 sealed products. 5 cards were already here." */
export function restoreSummary({ added, skipped }: RestoreOutcome): string {
  const list = (counts: Record<RestoreKind, number>) =>
    (Object.keys(LABELS) as RestoreKind[])
      .filter((kind) => counts[kind] > 0)
      .map((kind) => `${counts[kind]} ${LABELS[kind]}`)
      .join(', ');
  const addedText = list(added);
  // A collection of the file that lands in one of the same name is where the records go, not a skip.
  const skippedText = list({ ...skipped, collections: 0 });
  return [
    addedText ? `Restored ${addedText}.` : 'Nothing new to restore.',
    skippedText ? `Already here: ${skippedText}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}
