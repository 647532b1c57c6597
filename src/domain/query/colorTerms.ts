import type { Operator } from './queryAst';

const SYMBOLS = 'wubrg';
const NAMED: Record<string, string> = {
  white: 'w',
  blue: 'u',
  black: 'b',
  red: 'r',
  green: 'g',
  colorless: '',
  colourless: '',
  azorius: 'wu',
  dimir: 'ub',
  rakdos: 'br',
  gruul: 'rg',
  selesnya: 'gw',
  orzhov: 'wb',
  izzet: 'ur',
  golgari: 'bg',
  boros: 'rw',
  simic: 'gu',
};

/** A colour value as symbols ("rg"), "m" for multicolour, or null when it is not one. */
export function colorValue(value: string): string | null {
  const lower = value.toLowerCase();
  if (lower === 'm' || lower === 'multicolor' || lower === 'multicolour') return 'm';
  if (lower === 'c') return '';
  if (NAMED[lower] !== undefined) return NAMED[lower];
  return [...lower].every((symbol) => SYMBOLS.includes(symbol)) && lower !== '' ? lower : null;
}

const within = (inner: string, outer: string) => [...inner].every((symbol) => outer.includes(symbol));

/**
 * The card database's colour comparison of a card's symbols ("WU") with a value: `:`/`>=` at least
 * these colours, `=` exactly, `<=` at most, `<`/`>` strictly; "m" is two colours or more. `identity`
 * makes `:` mean "at most", as for commanders.
 */
export function colorMatches(
  cardSymbols: string,
  operator: Operator,
  wanted: string,
  identity: boolean,
): boolean {
  const card = cardSymbols.toLowerCase();
  if (wanted === 'm') return operator === '!=' ? card.length < 2 : card.length >= 2;
  const op = operator === ':' ? (identity ? '<=' : wanted === '' ? '=' : '>=') : operator;
  const same = card.length === wanted.length && within(card, wanted);
  switch (op) {
    case '=':
      return same;
    case '!=':
      return !same;
    case '>=':
      return within(wanted, card);
    case '>':
      return within(wanted, card) && !same;
    case '<=':
      return within(card, wanted);
    default:
      return within(card, wanted) && !same;
  }
}
