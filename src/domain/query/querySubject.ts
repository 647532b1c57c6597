import type { CataloguePrinting } from '../catalogue/cataloguePrinting';

/** What the user holds of a printing: one copy in the cards view, every copy of it in a catalogue search. */
export interface OwnedFacts {
  /** Copies held (status "have"). */
  quantity: number;
  /** A copy on the want list. */
  wanted: boolean;
  conditions: readonly string[];
  /** The copy's finish; undefined when the facts gather copies of both finishes. */
  foil?: boolean;
  /** Purchase price of each condition line that has one. */
  paid: readonly number[];
  /** Market value of one copy; null when unknown. */
  value: number | null;
  /** The names of the locations the copies are in, lower case (issue 25); none for unfiled copies. */
  places: readonly string[];
}

/** What a query is tested against: a printing and, when the user holds it, what they hold. */
export interface QuerySubject {
  printing: CataloguePrinting;
  owned?: OwnedFacts;
}

export type SubjectTest = (subject: QuerySubject) => boolean;
