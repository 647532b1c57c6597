import { TEXTS } from '../texts';

/**
 * Why the ledger refuses a draft or a delete. `status` is what the server answers (409 when the
 * collection's data cannot satisfy it, 400 when the draft itself is incomplete); the device parks the
 * entry with the same message, so the collector reads one sentence wherever it was refused.
 */
export class LedgerRefusal extends Error {
  readonly status: 400 | 409;
  /** The draft's field at fault, e.g. `items.2.id`, when there is one. */
  readonly field: string | undefined;

  constructor(status: 400 | 409, message: string, field?: string) {
    super(message);
    this.name = 'LedgerRefusal';
    this.status = status;
    this.field = field;
  }
}

/** The refusals' texts, written once; the oversell one is part 2 §5's, word for word. */
export const LEDGER_TEXTS = {
  oversell: TEXTS.quantityExceedsAvailable,
  chooseSource: (name: string) => `Choose which copy of “${name}” this line takes from`,
  recordGone: (name: string) => `“${name}” is no longer in your collection`,
  otherCollection: (name: string) => `“${name}” belongs to another collection`,
  chooseDefinition: (name: string) => `Choose a sealed product definition for “${name}”`,
  definitionGone: TEXTS.definitionNotFound,
  tradeSide: (name: string) => `Mark “${name}” as given or received`,
  noMoney: 'Openings and adjustments carry no fees',
  noItems: 'Add at least one item',
} as const;
