import type { Operator } from './queryAst';

/** `left op right` for numbers and ordered text; `:` is equality. */
export function compareBy<T extends number | string>(left: T, operator: Operator, right: T): boolean {
  switch (operator) {
    case '<':
      return left < right;
    case '<=':
      return left <= right;
    case '>':
      return left > right;
    case '>=':
      return left >= right;
    case '!=':
      return left !== right;
    default:
      return left === right;
  }
}

/** A number as typed ("2", "1.5", "$10", "10€"); null when it is none. */
export function numberIn(value: string): number | null {
  const cleaned = value.replace(/^[$€£]|[$€£]$/g, '');
  if (cleaned === '' || !/^-?\d*\.?\d+$/.test(cleaned)) return null;
  return Number(cleaned);
}
