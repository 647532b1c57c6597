import type { TransactionDraft, TransactionItem } from '../schemas';
import { LEDGER_TEXTS, LedgerRefusal } from './ledgerRefusal';

export type Direction = 'in' | 'out';

/**
 * Whether a line brings items into the collection or takes them out:
 * purchase in; sale out; trade by its side (isGiven out, isReceived in); opening isGiven/isReceived
 * where set, else the sealed product leaves and the cards arrive; adjustment isGiven removes, else adds.
 */
export function lineDirection(
  type: TransactionDraft['type'],
  item: TransactionItem,
  index: number,
): Direction {
  switch (type) {
    case 'purchase':
      return 'in';
    case 'sale':
      return 'out';
    case 'trade':
      if (item.isGiven) return 'out';
      if (item.isReceived) return 'in';
      throw new LedgerRefusal(400, LEDGER_TEXTS.tradeSide(item.name), `items.${index}.isGiven`);
    case 'opening':
      if (item.isGiven) return 'out';
      if (item.isReceived) return 'in';
      return item.itemType === 'sealed_product' ? 'out' : 'in';
    case 'adjustment':
      return item.isGiven ? 'out' : 'in';
  }
}
