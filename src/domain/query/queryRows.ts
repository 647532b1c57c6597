import { parseQuery } from './parseQuery';
import type { Operator, QueryNode } from './queryAst';
import { fieldNamed, QUERY_FIELDS } from './queryTerms';

/** One condition of Advanced Search's builder: `field operator value`, or its negation. */
export interface QueryRow {
  /** The field's first name in the term table (`t` for `type:`). */
  field: string;
  operator: Operator;
  value: string;
  negated: boolean;
}

export type Combinator = 'and' | 'or';

/** A query as the builder shows it: rows joined by one combinator, and what rows cannot show, as text. */
export interface QueryRows {
  combinator: Combinator;
  rows: QueryRow[];
  /** The part of the query no row can show (a group, an exact name, a regex): kept as typed. */
  rest: string;
}

/** The name field: a bare word in the query (`bolt`), `name:` when written by the builder with `=`/`!=`. */
const NAME = QUERY_FIELDS[0].names[0];

export const emptyRow = (): QueryRow => ({ field: NAME, operator: ':', value: '', negated: false });

/** A term as a row when a row can show it: a known field, or a plain bare word (the name). */
function rowOf(node: QueryNode): QueryRow | null {
  const negated = node.kind === 'not';
  const term: QueryNode = negated ? node.child : node;
  if (term.kind !== 'term' || term.regex) return null;
  if (term.field === null)
    return term.exact ? null : { field: NAME, operator: ':', value: term.value, negated };
  const field = fieldNamed(term.field);
  if (!field?.operators.includes(term.operator)) return null;
  return { field: field.names[0], operator: term.operator, value: term.value, negated };
}

/** A node written back as query text; terms as typed. */
export function textOfNode(node: QueryNode, inside = false): string {
  if (node.kind === 'term') return node.text;
  if (node.kind === 'not') return `-${textOfNode(node.child, true)}`;
  const joined = node.children
    .map((child) => textOfNode(child, true))
    .join(node.kind === 'or' ? ' OR ' : ' ');
  return inside ? `(${joined})` : joined;
}

/** The builder's view of a typed query: each term it can show as a row, the rest as text. */
export function readRows(text: string): QueryRows {
  const { root } = parseQuery(text);
  const children = root.kind === 'and' || root.kind === 'or' ? root.children : [root];
  const combinator: Combinator = root.kind === 'or' ? 'or' : 'and';
  const rows: QueryRow[] = [];
  const rest: QueryNode[] = [];
  for (const child of children) {
    const row = rowOf(child);
    if (row) rows.push(row);
    else rest.push(child);
  }
  // An OR with a part no row shows would read differently split in two: it stays whole as text.
  if (combinator === 'or' && rest.length > 0) return { combinator: 'and', rows: [], rest: textOfNode(root) };
  return { combinator, rows, rest: rest.map((node) => textOfNode(node, true)).join(' ') };
}

const needsQuotes = (value: string) => /[\s()"]/.test(value) || /^(or|and)$/i.test(value);
const quoted = (value: string) => (needsQuotes(value) ? `"${value.replaceAll('"', '')}"` : value);

/** A row as a term; null while its value is empty (a row just added). */
export function termOfRow(row: QueryRow): string | null {
  const value = row.value.trim();
  if (value === '') return null;
  const sign = row.negated ? '-' : '';
  if (row.field === NAME && row.operator === ':') return `${sign}${quoted(value)}`;
  return `${sign}${row.field}${row.operator}${quoted(value)}`;
}

/** The builder's rows (and the text they could not show) as the query text. */
export function writeRows({ combinator, rows, rest }: QueryRows): string {
  const terms = rows.map(termOfRow).filter((term): term is string => term !== null);
  const joined = terms.join(combinator === 'or' ? ' OR ' : ' ');
  const grouped = combinator === 'or' && terms.length > 1 && rest.trim() !== '' ? `(${joined})` : joined;
  return [grouped, rest.trim()].filter((part) => part !== '').join(' ');
}
