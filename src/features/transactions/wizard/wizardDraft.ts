import { financialImpact } from '../../../domain/finance/transactionImpact';
import type { Transaction, TransactionInput, TransactionItem } from '../../../domain/schemas';
import { WIZARD_STEP_COUNT } from '../../../ui/layout';

/**
 * The wizard records purchases, sales and adjustments (issue 29); Trade at step 1 hands over to the
 * trade modal.
 */
export type WizardType = 'purchase' | 'sale' | 'adjustment';
export type WizardStep = 1 | 2 | 3 | 4;

/** One line of the draft, as the ledger takes it (`TransactionItem` before defaults). */
export type DraftItem = Pick<
  TransactionItem,
  'itemType' | 'name' | 'set' | 'condition' | 'quantity' | 'price'
> &
  Partial<
    Pick<
      TransactionItem,
      | 'id'
      | 'setCode'
      | 'color'
      | 'rarity'
      | 'type'
      | 'manaCost'
      | 'foil'
      | 'definitionId'
      | 'productType'
      | 'imageUrl'
      | 'marketPrice'
      | 'isGiven'
    >
  >;

/**
 * Part 2 §3 "Wizard draft": type, items, date (default today), notes; a sale's fees. An adjustment's
 * lines that take copies away are `isGiven`; its notes are its reason (required).
 */
export interface WizardDraft {
  type: WizardType | null;
  items: DraftItem[];
  date: string;
  notes: string;
  platformFee: number;
  shippingCost: number;
  taxAmount: number;
}

/** Opening the wizard starts from this: nothing chosen, dated today, no fees (part 2 §4, §9). */
export function newDraft(today: string): WizardDraft {
  return { type: null, items: [], date: today, notes: '', platformFee: 0, shippingCost: 0, taxAmount: 0 };
}

const named = (item: DraftItem) => item.name.trim() !== '' && item.set.trim() !== '';

/**
 * Part 2 §5, step 2: a purchase needs at least one item and every item a name and set; a sale a first
 * item with a name and set. Every line's quantity is at least 1 and its price at least 0.
 */
export function itemsValid(draft: WizardDraft): boolean {
  const lines = draft.items;
  const amounts = lines.every(
    (item) => Number.isInteger(item.quantity) && item.quantity >= 1 && item.price >= 0,
  );
  if (draft.type === 'purchase') return lines.length > 0 && lines.every(named) && amounts;
  if (draft.type === 'sale') return lines.length > 0 && named(lines[0]) && amounts;
  if (draft.type === 'adjustment') return lines.length > 0 && lines.every(named) && amounts;
  return false;
}

/** An adjustment says why the collection changes: its reason (the notes) may not be blank. */
export function reasonMissing(draft: Pick<WizardDraft, 'type' | 'notes'>): boolean {
  return draft.type === 'adjustment' && draft.notes.trim() === '';
}

/** Whether Next may leave `step` (part 2 §4): a type at step 1, valid items at step 2, a date at step 3. */
export function canAdvance(step: WizardStep, draft: WizardDraft): boolean {
  switch (step) {
    case 1:
      return draft.type !== null;
    case 2:
      return itemsValid(draft);
    case 3:
      return /^\d{4}-\d{2}-\d{2}$/.test(draft.date) && feesValid(draft) && !reasonMissing(draft);
    case 4:
      return itemsValid(draft) && !reasonMissing(draft);
  }
}

export function canGoBack(step: WizardStep): boolean {
  return step > 1;
}

export function nextStep(step: WizardStep): WizardStep {
  return Math.min(step + 1, WIZARD_STEP_COUNT) as WizardStep;
}

export function previousStep(step: WizardStep): WizardStep {
  return Math.max(step - 1, 1) as WizardStep;
}

function feesValid(draft: WizardDraft): boolean {
  return [draft.platformFee, draft.shippingCost, draft.taxAmount].every(
    (fee) => Number.isFinite(fee) && fee >= 0,
  );
}

/** "Add N Separate Items": quantity N becomes N lines of one, each at the price. */
export function separateItems(item: DraftItem): DraftItem[] {
  return Array.from({ length: item.quantity }, () => ({ ...item, quantity: 1 }));
}

export function draftTotal(draft: Pick<WizardDraft, 'items'>): number {
  return draft.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
}

/**
 * The review's financial impact: a purchase costs its total, a sale brings it in, an adjustment moves
 * no money (part 2 §9).
 */
export function draftImpact(draft: WizardDraft): number {
  if (draft.type === null) return 0;
  const items = draft.items.map((item) => ({ ...item, isGiven: undefined, isReceived: undefined }));
  return financialImpact({
    type: draft.type,
    date: draft.date,
    totalValue: draftTotal(draft),
    tradePartner: '',
    items,
  });
}

/** A saved purchase, sale or adjustment as the wizard's draft, for Edit: its lines as drafted, their ledgers aside. */
export function savedDraft(transaction: Transaction): WizardDraft {
  const { date, notes, platformFee, shippingCost, taxAmount } = transaction;
  const type =
    transaction.type === 'sale' || transaction.type === 'adjustment' ? transaction.type : 'purchase';
  const items = transaction.items.map(({ ledger: _ledger, ...item }) => item);
  return { type, items, date, notes, platformFee, shippingCost, taxAmount };
}

/** The wizard edits purchases, sales and adjustments; trades and openings have their own dialogs. */
export const editableInWizard = (transaction: Pick<Transaction, 'type'>) =>
  transaction.type === 'purchase' || transaction.type === 'sale' || transaction.type === 'adjustment';

/**
 * An edit's fields from the wizard: a purchase's fees are left as saved (the wizard asks for fees on
 * sales only), so an imported purchase's shipping is not lost by editing a price.
 */
export function editInput(draft: WizardDraft, collectionId: string): Partial<TransactionInput> {
  const { platformFee, shippingCost, taxAmount, ...fields } = draftInput(draft, collectionId);
  return draft.type === 'sale' ? { ...fields, platformFee, shippingCost, taxAmount } : fields;
}

/** The draft as the ledger's input; a purchase carries no fees (the wizard asks for them on sales). */
export function draftInput(draft: WizardDraft, collectionId: string): TransactionInput {
  const sale = draft.type === 'sale';
  return {
    collectionId,
    type: draft.type ?? 'purchase',
    date: draft.date,
    items: draft.items,
    notes: draft.notes,
    platformFee: sale ? draft.platformFee : 0,
    shippingCost: sale ? draft.shippingCost : 0,
    taxAmount: sale ? draft.taxAmount : 0,
  };
}

export type PriceTone = 'good' | 'warning' | 'error';

/**
 * Price against market (part 2 §5, §9): at or above market is good, at least 80 % of it a warning,
 * below that an error; `percent` is how far above (+) or below (−) market. Null without a market price.
 */
export function priceIndicator(price: number, market: number | null | undefined) {
  if (typeof market !== 'number' || !(market > 0) || !Number.isFinite(price)) return null;
  const ratio = price / market;
  const tone: PriceTone = ratio >= 1 ? 'good' : ratio >= 0.8 ? 'warning' : 'error';
  return { tone, percent: (ratio - 1) * 100 };
}
