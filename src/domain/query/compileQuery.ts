import { bareName } from './catalogueTerms';
import { parseQuery } from './parseQuery';
import type { QueryNode, QueryProblem, QueryTerm } from './queryAst';
import type { SubjectTest } from './querySubject';
import { fieldNamed } from './queryTerms';
import { QUERY_TEXTS } from './queryTexts';
import type { CompiledTerm } from './termKinds';

/**
 * The query's tree of tests. A term carries a key naming what it tests (field, operator, value), so
 * an index can keep a term's answer while the rest of the query is typed (subjectIndex.ts).
 */
export type CompiledNode =
  | {
      kind: 'term';
      key: string;
      test: SubjectTest;
      /** Keys of the same term with a shorter value, longest first, whose finds hold all of this one's. */
      wider: string[];
    }
  | { kind: 'not'; child: CompiledNode }
  | { kind: 'and' | 'or'; children: CompiledNode[] };

export interface CompiledQuery {
  /** True for every subject when nothing readable was typed. */
  matches: SubjectTest;
  /** The readable part of the query as a tree; null when nothing readable was typed. */
  tree: CompiledNode | null;
  /** What could not be read, each pointing at its term; those terms are left out. */
  problems: QueryProblem[];
  /** Nothing readable was typed: a caller shows its default list rather than everything. */
  empty: boolean;
}

function compileTerm(term: QueryTerm): CompiledTerm {
  if (term.field === null) return bareName(term);
  const field = fieldNamed(term.field);
  if (!field) return { test: null, problem: QUERY_TEXTS.unknownField(term.text, term.field) };
  if (term.value === '' && !term.regex) return { test: null, problem: QUERY_TEXTS.valueExpected(term.text) };
  return field.compile(term);
}

/** The query as one test; terms it cannot read are reported and left out, so the rest still searches. */
export function compileQuery(text: string): CompiledQuery {
  const parsed = parseQuery(text);
  const problems = [...parsed.problems];
  const build = (node: QueryNode): CompiledNode | null => {
    if (node.kind === 'term') {
      const compiled = compileTerm(node);
      if (compiled.problem) problems.push({ from: node.from, to: node.to, message: compiled.problem });
      if (!compiled.test) return null;
      const wider = compiled.narrowsAsTyped ? widerKeys(node) : [];
      return { kind: 'term', key: termKey(node), test: compiled.test, wider };
    }
    if (node.kind === 'not') {
      const child = build(node.child);
      return child && { kind: 'not', child };
    }
    const children = node.children.map(build).filter((child): child is CompiledNode => child !== null);
    if (children.length === 0) return null;
    if (children.length === 1) return children[0];
    return { kind: node.kind, children };
  };
  const tree = build(parsed.root);
  problems.sort((a, b) => a.from - b.from);
  return { matches: tree ? testOf(tree) : () => true, tree, problems, empty: tree === null };
}

/** What a term tests, wherever in the query it was typed (an alias is a term of its own). */
function termKey(term: QueryTerm): string {
  return JSON.stringify([term.field, term.operator, term.value, term.regex, term.exact]);
}

/** The keys of the term typed a character shorter, two shorter, … down to one character. */
function widerKeys(term: QueryTerm): string[] {
  const keys: string[] = [];
  for (let length = term.value.length - 1; length > 0; length -= 1) {
    keys.push(termKey({ ...term, value: term.value.slice(0, length) }));
  }
  return keys;
}

/** The tree as one test of one subject. */
function testOf(node: CompiledNode): SubjectTest {
  if (node.kind === 'term') return node.test;
  if (node.kind === 'not') {
    const child = testOf(node.child);
    return (subject) => !child(subject);
  }
  const children = node.children.map(testOf);
  return node.kind === 'and'
    ? (subject) => children.every((child) => child(subject))
    : (subject) => children.some((child) => child(subject));
}
