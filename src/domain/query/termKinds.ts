import type { CataloguePrinting } from '../catalogue/cataloguePrinting';
import { compareBy, numberIn } from './compare';
import type { QueryTerm } from './queryAst';
import type { QuerySubject, SubjectTest } from './querySubject';
import { QUERY_TEXTS } from './queryTexts';

/**
 * A term read: a test, a message when it cannot be read (the term is then left out), or both.
 * `narrowsAsTyped`: the term finds a subset of what it found with any prefix of its value ("dra" finds
 * among "dr"'s finds), so a search index tests only those (subjectIndex.ts).
 */
export type CompiledTerm = { test: SubjectTest | null; problem?: string; narrowsAsTyped?: boolean };
export type TermCompiler = (term: QueryTerm) => CompiledTerm;

export const problem = (message: string): CompiledTerm => ({ test: null, problem: message });

/** Lower-cased field text, computed once per printing: a keystroke scans every printing. */
export function lowered(
  field: keyof CataloguePrinting,
  fold: (text: string) => string = (text) => text.toLowerCase(),
) {
  const cache = new WeakMap<CataloguePrinting, string>();
  return (printing: CataloguePrinting): string => {
    let text = cache.get(printing);
    if (text === undefined) {
      const value = printing[field];
      text = fold(typeof value === 'string' ? value : '');
      cache.set(printing, text);
    }
    return text;
  };
}

/** `:` contains, `=` is exactly, `!=` does not contain; a `/regex/` value is tested as one. */
export function textTerm(
  read: (printing: CataloguePrinting) => string,
  fold: (text: string) => string = (t) => t.toLowerCase(),
): TermCompiler {
  return (term) => {
    if (term.value === '') return problem(QUERY_TEXTS.valueExpected(term.text));
    if (!(term.operator === ':' || term.operator === '=' || term.operator === '!=')) {
      return problem(QUERY_TEXTS.operatorNotHere(term.text));
    }
    if (term.regex) {
      let pattern: RegExp;
      try {
        pattern = new RegExp(term.value, 'i');
      } catch {
        return problem(QUERY_TEXTS.badRegex(term.text));
      }
      const test = (subject: QuerySubject) => pattern.test(read(subject.printing));
      return { test: term.operator === '!=' ? (subject) => !test(subject) : test };
    }
    const wanted = fold(term.value);
    if (term.operator === '=') return { test: (subject) => read(subject.printing) === wanted };
    const test = (subject: QuerySubject) => read(subject.printing).includes(wanted);
    if (term.operator === '!=') return { test: (subject) => !test(subject) };
    return { test, narrowsAsTyped: true };
  };
}

/** A number compared with the operator; subjects without the number never match. */
export function numberTerm(read: (subject: QuerySubject) => number | null | undefined): TermCompiler {
  return (term) => {
    if (term.value === '') return problem(QUERY_TEXTS.valueExpected(term.text));
    const wanted = numberIn(term.value);
    if (wanted === null) return problem(QUERY_TEXTS.numberExpected(term.text));
    return {
      test: (subject) => {
        const value = read(subject);
        return typeof value === 'number' && compareBy(value, term.operator, wanted);
      },
    };
  };
}

/** A value matched whole, without case ("set:lea", "lang:ja"). */
export function equalTerm(read: (printing: CataloguePrinting) => string): TermCompiler {
  return (term) => {
    if (term.value === '') return problem(QUERY_TEXTS.valueExpected(term.text));
    const wanted = term.value.toLowerCase();
    if (term.operator === '!=') return { test: (subject) => read(subject.printing).toLowerCase() !== wanted };
    if (term.operator !== ':' && term.operator !== '=')
      return problem(QUERY_TEXTS.operatorNotHere(term.text));
    return { test: (subject) => read(subject.printing).toLowerCase() === wanted };
  };
}

/** A value among ordered words (rarities): compared by their order. */
export function rankTerm(
  read: (printing: CataloguePrinting) => string,
  ranks: Readonly<Record<string, number>>,
  aliases: Readonly<Record<string, string>>,
): TermCompiler {
  return (term) => {
    if (term.value === '') return problem(QUERY_TEXTS.valueExpected(term.text));
    const word = aliases[term.value.toLowerCase()] ?? term.value.toLowerCase();
    const wanted = ranks[word];
    if (wanted === undefined) return problem(QUERY_TEXTS.oneOf(term.text, Object.keys(ranks)));
    return {
      test: (subject) => {
        const rank = ranks[read(subject.printing).toLowerCase()];
        return rank !== undefined && compareBy(rank, term.operator, wanted);
      },
    };
  };
}
