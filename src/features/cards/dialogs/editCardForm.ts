import type { Card, CardUpdate, ConditionQuantity } from '../../../domain/schemas';
import { CARD_DIALOG_TEXTS } from '../../../domain/texts';
import {
  type Condition,
  DEFAULT_CARD_CONDITION,
  EDIT_CARD_CONDITIONS,
  type ItemStatus,
} from '../../../domain/valueSets';
import { readPrice, readQuantity } from './detailsForm';

/** One condition row as typed. What the form does not show (date, transaction) rides along unchanged. */
export interface ConditionRowDraft {
  /** React key, stable while rows are added and removed. */
  key: string;
  condition: Condition;
  quantity: string;
  price: string;
  kept: Pick<ConditionQuantity, 'purchaseDate' | 'transactionId' | 'marketPrice'>;
}

export interface EditCardDraft {
  status: ItemStatus;
  foil: boolean;
  notes: string;
  rows: ConditionRowDraft[];
}

export type RowErrors = Partial<Record<'quantity' | 'price', string>>;

let rowKeys = 0;
const nextKey = () => `row-${++rowKeys}`;

function rowDraft(line: ConditionQuantity): ConditionRowDraft {
  const { purchaseDate, transactionId, marketPrice } = line;
  return {
    key: nextKey(),
    condition: line.condition,
    quantity: String(line.quantity),
    price: line.purchasePrice === null ? '' : String(line.purchasePrice),
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
    price: '',
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
 * Part 2 §5 "Edit card": quantity at least 1 per row, price at least 0 (optional), at least one row.
 * Answers the full update for editCard (which sends only what changed) or each row's messages by key.
 */
export function readEditDraft(
  draft: EditCardDraft,
): { ok: true; update: CardUpdate } | { ok: false; errors: Record<string, RowErrors> } {
  const errors: Record<string, RowErrors> = {};
  const lines: ConditionQuantity[] = [];
  for (const row of draft.rows) {
    const quantity = readQuantity(row.quantity);
    const price = readPrice(row.price);
    const rowErrors: RowErrors = {};
    if (quantity === null) rowErrors.quantity = CARD_DIALOG_TEXTS.quantityAtLeastOne;
    if (!price.ok) rowErrors.price = CARD_DIALOG_TEXTS.invalidPrice;
    if (quantity === null || !price.ok) {
      errors[row.key] = rowErrors;
      continue;
    }
    lines.push({ condition: row.condition, quantity, purchasePrice: price.value, ...row.kept });
  }
  if (Object.keys(errors).length > 0 || lines.length === 0) return { ok: false, errors };
  return {
    ok: true,
    update: { status: draft.status, foil: draft.foil, notes: draft.notes.trim(), conditionQuantities: lines },
  };
}
