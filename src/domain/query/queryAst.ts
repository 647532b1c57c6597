/** The comparison operators of the card database's syntax. `:` means each term's natural match. */
export const OPERATORS = ['<=', '>=', '!=', ':', '=', '<', '>'] as const;
export type Operator = (typeof OPERATORS)[number];

/** One `field op value` (or a bare word, a field of null: the name) with where it sits in the text. */
export interface QueryTerm {
  kind: 'term';
  /** The field as typed, lower case; null for a bare word, `!"exact"` or `/regex/` (the name). */
  field: string | null;
  operator: Operator;
  value: string;
  /** The value was a `/regex/`. */
  regex: boolean;
  /** `!name`: the whole name, exactly. */
  exact: boolean;
  /** The term as typed, for messages ("`mv<=x`"). */
  text: string;
  from: number;
  to: number;
}

export type QueryNode =
  | QueryTerm
  | { kind: 'and'; children: QueryNode[] }
  | { kind: 'or'; children: QueryNode[] }
  | { kind: 'not'; child: QueryNode };

/** Something the parser or a term could not read; the rest of the query is still searched. */
export interface QueryProblem {
  from: number;
  to: number;
  message: string;
}

export interface ParsedQuery {
  root: QueryNode;
  problems: QueryProblem[];
}
