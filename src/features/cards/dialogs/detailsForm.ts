import type { CardDetailsDraft } from '../../../domain/schemas';
import { DEFAULT_CARD_CONDITION } from '../../../domain/valueSets';

export type AddCardCondition = CardDetailsDraft['condition'];

/** Part 2 §9: quantity 1, today's date, Near Mint; price empty (optional). Checked with CardDetailsForm. */
export function initialDetailsDraft(today: string): CardDetailsDraft {
  return {
    quantity: '1',
    purchasePrice: '',
    purchaseDate: today,
    condition: DEFAULT_CARD_CONDITION as AddCardCondition,
    foil: false,
    notes: '',
  };
}
