import { OPERATORS, type Operator } from './queryAst';
import type { TermCompiler } from './termKinds';

/**
 * One term of the language: every name it answers to (the first is the one written back), what
 * it is called on screen, the operators it reads, the values it knows (when they are a few words), and
 * how it is compiled. The parser's term list and the Advanced Search builder's fields are this table.
 */
export interface QueryField {
  names: readonly [string, ...string[]];
  label: string;
  operators: readonly Operator[];
  values?: readonly string[];
  compile: TermCompiler;
}

/** What a text, a whole value or a flag reads: contains / is / is not. */
export const MATCH_OPERATORS: readonly Operator[] = [':', '=', '!='];
export const COMPARE_OPERATORS: readonly Operator[] = OPERATORS;
