import type { Operator, QueryTerm } from './queryAst';

export type QueryToken = { kind: '(' | ')' | 'or' | 'and' | '-'; from: number; to: number } | QueryTerm;

const FIELD = /^([a-z]+)(<=|>=|!=|:|=|<|>)/i;
const isSpace = (char: string | undefined) => char === ' ' || char === '\t' || char === '\n';
const endsWord = (char: string | undefined) =>
  char === undefined || isSpace(char) || char === '(' || char === ')';

/** Reads a value from `at`: a "quoted" or /regex/ one to its closing mark (or the end), else a word. */
function readValue(text: string, at: number): { value: string; regex: boolean; end: number } {
  const mark = text[at];
  if (mark === '"' || mark === '/') {
    const close = text.indexOf(mark, at + 1);
    // A half-typed quote runs to the end: the collector is still typing it.
    const end = close === -1 ? text.length : close + 1;
    return { value: text.slice(at + 1, close === -1 ? text.length : close), regex: mark === '/', end };
  }
  let end = at;
  while (!endsWord(text[end])) end += 1;
  return { value: text.slice(at, end), regex: false, end };
}

function term(
  text: string,
  from: number,
  to: number,
  parts: Omit<QueryTerm, 'kind' | 'text' | 'from' | 'to'>,
) {
  return { kind: 'term' as const, ...parts, text: text.slice(from, to), from, to };
}

/** The query's words, parentheses, `OR` and `-`, each with its place; never throws. */
export function tokenizeQuery(text: string): QueryToken[] {
  const tokens: QueryToken[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text[at];
    if (isSpace(char)) {
      at += 1;
    } else if (char === '(' || char === ')') {
      tokens.push({ kind: char, from: at, to: at + 1 });
      at += 1;
    } else if (char === '-' && (text[at + 1] === '(' || !endsWord(text[at + 1]))) {
      tokens.push({ kind: '-', from: at, to: at + 1 });
      at += 1;
    } else {
      const next = readTerm(text, at);
      tokens.push(next.token);
      at = next.end;
    }
  }
  return tokens;
}

function readTerm(text: string, from: number): { token: QueryToken; end: number } {
  const rest = text.slice(from);
  const field = FIELD.exec(rest);
  if (field) {
    const valueAt = from + field[0].length;
    const { value, regex, end } = readValue(text, valueAt);
    const operator = field[2] as Operator;
    return {
      token: term(text, from, end, { field: field[1].toLowerCase(), operator, value, regex, exact: false }),
      end,
    };
  }
  const exact = text[from] === '!' && !endsWord(text[from + 1]);
  const { value, regex, end } = readValue(text, exact ? from + 1 : from);
  if (!exact && !regex && text[from] !== '"') {
    const word = value.toLowerCase();
    if (word === 'or' || word === 'and') return { token: { kind: word, from, to: end }, end };
  }
  return { token: term(text, from, end, { field: null, operator: ':', value, regex, exact }), end };
}
