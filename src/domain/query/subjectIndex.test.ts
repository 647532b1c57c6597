import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { type CompiledNode, compileQuery } from './compileQuery';
import type { QuerySubject } from './querySubject';
import { hasSubject, SubjectIndex } from './subjectIndex';
import { TEST_SUBJECTS } from './testing/queryTestCatalogue';

const TERMS = [
  'b',
  'bo',
  'bolt',
  't:an',
  'a:mark',
  'a:"mark p"',
  'serra',
  's',
  't:angel',
  'c:r',
  'c>=uw',
  'mv<=2',
  's:lea',
  'r>=rare',
  'in:collection',
  'qty>1',
  'is:foil',
  '/^s/',
];

/** A query of the language's shapes: terms, negation, implicit AND, OR and parentheses. */
const query: fc.Arbitrary<string> = fc.letrec<{ query: string }>((tie) => ({
  query: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...TERMS),
    tie('query').map((inner) => `-${inner.includes(' ') ? `(${inner})` : inner}`),
    fc.tuple(tie('query'), tie('query')).map(([a, b]) => `${a} ${b}`),
    fc.tuple(tie('query'), tie('query')).map(([a, b]) => `(${a} OR ${b})`),
  ),
})).query;

const positions = (index: SubjectIndex, tree: CompiledNode) => {
  const set = index.find(tree);
  return Array.from({ length: index.size }, (_, position) => position).filter((p) => hasSubject(set, p));
};

describe('SubjectIndex', () => {
  it('finds exactly the subjects the query’s own test finds, with answers kept across queries', () => {
    const shared = new SubjectIndex(TEST_SUBJECTS);
    fc.assert(
      fc.property(query, (text) => {
        const { tree, matches } = compileQuery(text);
        if (tree === null) return;
        const expected = TEST_SUBJECTS.flatMap((subject, position) => (matches(subject) ? [position] : []));
        expect(positions(shared, tree)).toEqual(expected);
        expect(positions(new SubjectIndex(TEST_SUBJECTS), tree)).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });

  it('tests every subject against a term once, however often the term is typed again', () => {
    const subjects = TEST_SUBJECTS.slice(0, 40);
    const test = vi.fn((subject: QuerySubject) => subject.printing.name.startsWith('S'));
    const index = new SubjectIndex(subjects);
    const term: CompiledNode = { kind: 'term', key: 'starts with s', test, wider: [] };
    index.find(term);
    index.find({ kind: 'and', children: [term, { kind: 'not', child: term }] });
    expect(test).toHaveBeenCalledTimes(subjects.length);
  });

  it('typed a character at a time, tests only what the shorter text found, and finds what the whole text finds', () => {
    const typed = 't:creature a:mark';
    const index = new SubjectIndex(TEST_SUBJECTS);
    let tested = 0;
    for (let length = 1; length <= typed.length; length += 1) {
      const { tree, matches } = compileQuery(typed.slice(0, length));
      if (tree === null) continue;
      const expected = TEST_SUBJECTS.flatMap((subject, position) => (matches(subject) ? [position] : []));
      expect(positions(index, tree)).toEqual(expected);
    }
    const counting = (test: (subject: QuerySubject) => boolean) => (subject: QuerySubject) => {
      tested += 1;
      return test(subject);
    };
    const markP = compileQuery('a:"mark p"').tree as Extract<CompiledNode, { kind: 'term' }>;
    const fromMark = positions(index, compileQuery('a:mark').tree as CompiledNode);
    positions(index, { ...markP, test: counting(markP.test) });
    expect(tested).toBe(fromMark.length);
  });

  it('never finds past the last subject: NOT of nothing is every subject, and no more', () => {
    const subjects = TEST_SUBJECTS.slice(0, 37);
    const index = new SubjectIndex(subjects);
    const nothing: CompiledNode = { kind: 'term', key: 'nothing', test: () => false, wider: [] };
    expect(positions(index, { kind: 'not', child: nothing })).toHaveLength(37);
    expect(index.find({ kind: 'not', child: nothing })[1]).toBe(2 ** 5 - 1);
  });
});
