import type { Card, ConditionQuantity } from '../schemas';
import type { GainLoss } from './pricing';

/** One row of the cards view (grid card or list line), whatever the grouping. */
export interface CardRow {
  /** Stable across renders for the same grouping: the React key. */
  key: string;
  /** Every card record the row stands for. */
  cardIds: string[];
  /** The first card of the row: edit, remove and the image lightbox act on it. */
  card: Card;
  name: string;
  set: string;
  setCode: string;
  color: Card['color'];
  type: string;
  rarity: Card['rarity'];
  status: Card['status'];
  foil: boolean;
  manaCost: string;
  imageUrl: string;
  notes: string;
  /** The transaction of the row when grouped by transaction or not grouped; null when grouped by product. */
  transactionId: string | null;
  totalQuantity: number;
  /** Weighted average purchase price over copies with a known price. */
  averagePrice: number | null;
  marketPrice: number | null;
  gainLoss: GainLoss | null;
  conditions: ConditionQuantity[];
}
