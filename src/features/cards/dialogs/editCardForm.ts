import type { z } from 'zod';
import { formatAmountInput } from '../../../domain/format';
import type { Card, CardUpdate, ConditionQuantity, EditCardForm } from '../../../domain/schemas';
import {
  type Condition,
  DEFAULT_CARD_CONDITION,
  EDIT_CARD_CONDITIONS,
  type ItemStatus,
} from '../../../domain/valueSets';

/** One condition row as typed. What the form does not show (date, transaction) rides along unchanged. */
export interface ConditionRowDraft {
  /** React key, stable while rows are added and removed. */
  key: string;
  condition: Condition;
  quantity: string;
  purchasePrice: string;
  kept: Pick<ConditionQuantity, 'purchaseDate' | 'transactionId' | 'marketPrice'>;
}

export interface EditCardDraft {
  status: ItemStatus;
  foil: boolean;
  notes: string;
  rows: ConditionRowDraft[];
}

let rowKeys = 0;
const nextKey = () => `row-${++rowKeys}`;

function rowDraft(line: ConditionQuantity): ConditionRowDraft {
  const { purchaseDate, transactionId, marketPrice } = line;
  return {
    key: nextKey(),
    condition: line.condition,
    quantity: String(line.quantity),
    purchasePrice: line.purchasePrice === null ? '' : formatAmountInput(line.purchasePrice),
    kept: { purchaseDate, transactionId, ...(marketPrice === undefined ? {} : { marketPrice }) },
  };
}

export function draftFromCard(card: Card): EditCardDraft {
  return {
    status: card.status,
    foil: card.foil,
    notes: card.notes,
    rows: card.conditionQuantities.map(rowDraft),
  };
}

/** "Add Condition": Near Mint, one copy, no price. */
export function newConditionRow(): ConditionRowDraft {
  return {
    key: nextKey(),
    condition: DEFAULT_CARD_CONDITION,
    quantity: '1',
    purchasePrice: '',
    kept: { purchaseDate: null, transactionId: null },
  };
}

/**
 * Part 2 §9's edit-dialog conditions. A row may hold a condition from another list (the details form's
 * "Lightly Played", a trade's "Moderately Played"): it stays offered, so opening the dialog never changes it.
 */
export function conditionOptions(current: Condition): readonly Condition[] {
  const listed = EDIT_CARD_CONDITIONS as readonly Condition[];
  return listed.includes(current) ? listed : [...listed, current];
}

/**
 * The card update for editCard from the checked form (EditCardForm: part 2 §5's rules) and the draft
 * it was read from, whose rows carry what the form does not show. editCard sends only what changed.
 */
export function cardUpdateOf(values: z.output<typeof EditCardForm>, draft: EditCardDraft): CardUpdate {
  return {
    status: values.status,
    foil: values.foil,
    notes: values.notes,
    conditionQuantities: values.rows.map((row, index) => ({ ...row, ...draft.rows[index].kept })),
  };
}
