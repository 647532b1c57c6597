import type { ParsedQuery, QueryNode, QueryProblem } from './queryAst';
import { QUERY_TEXTS } from './queryTexts';
import { type QueryToken, tokenizeQuery } from './tokenizeQuery';

const EMPTY: QueryNode = { kind: 'and', children: [] };

/**
 * The card database's query syntax as a tree: implicit AND, `OR`, `-` negation and parentheses.
 * Recursive descent over the tokens; it never throws. A stray `)` or a dangling `-`/`OR` is reported
 * and skipped, a `(` left open is closed at the end (the collector is still typing).
 */
export function parseQuery(text: string): ParsedQuery {
  const tokens = tokenizeQuery(text);
  const problems: QueryProblem[] = [];
  let at = 0;
  const peek = (): QueryToken | undefined => tokens[at];

  function parseOr(depth: number): QueryNode {
    const children = [parseAnd(depth)];
    while (peek()?.kind === 'or') {
      const or = tokens[at];
      at += 1;
      const next = parseAnd(depth);
      if (next === EMPTY) problems.push({ from: or.from, to: or.to, message: QUERY_TEXTS.orWithoutTerm });
      else children.push(next);
    }
    return children.length === 1
      ? children[0]
      : { kind: 'or', children: children.filter((c) => c !== EMPTY) };
  }

  function parseAnd(depth: number): QueryNode {
    const children: QueryNode[] = [];
    for (let token = peek(); token && token.kind !== 'or'; token = peek()) {
      if (token.kind === ')') {
        if (depth > 0) break;
        problems.push({ from: token.from, to: token.to, message: QUERY_TEXTS.strayClose });
        at += 1;
      } else if (token.kind === 'and') {
        at += 1;
      } else {
        const node = parseUnary(depth);
        if (node) children.push(node);
      }
    }
    if (children.length === 0) return EMPTY;
    return children.length === 1 ? children[0] : { kind: 'and', children };
  }

  function parseUnary(depth: number): QueryNode | null {
    const token = tokens[at];
    at += 1;
    if (token.kind === 'term') return token;
    if (token.kind === '(') {
      const inner = parseOr(depth + 1);
      if (peek()?.kind === ')') at += 1;
      return inner === EMPTY ? null : inner;
    }
    // '-': negates what follows, when something does.
    const next = peek();
    if (!next || next.kind === ')' || next.kind === 'or' || next.kind === 'and') {
      problems.push({ from: token.from, to: token.to, message: QUERY_TEXTS.dashWithoutTerm });
      return null;
    }
    const child = parseUnary(depth);
    return child ? { kind: 'not', child } : null;
  }

  const root = tokens.length === 0 ? EMPTY : parseOr(0);
  return { root, problems };
}
