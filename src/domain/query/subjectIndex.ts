import type { CompiledNode } from './compileQuery';
import type { QuerySubject } from './querySubject';

/** One bit per subject, in the subjects' order. */
export type SubjectSet = Uint32Array;

/** How many terms' answers an index keeps: a query being typed, and the few typed before it. */
const REMEMBERED_TERMS = 64;

export const hasSubject = (set: SubjectSet, index: number) => (set[index >>> 5] & (1 << (index & 31))) !== 0;

/**
 * The subjects a query finds, as a bit set, over a fixed list of subjects (the catalogue's printings,
 * or the collection's copies). Each term's answer is remembered by the term's text: typing the next
 * character of a query changes one term, so a keystroke tests every subject against that term only,
 * and AND / OR / NOT are word operations over the remembered sets. Subjects must not change; a changed
 * collection or catalogue builds a new index (callers keep one per subjects array). A term typed on
 * ("dr" → "dra") tests only what its shorter value found, where the term says that is all it can find.
 */
export class SubjectIndex {
  private readonly terms = new Map<string, SubjectSet>();
  private readonly words: number;

  constructor(private readonly subjects: readonly QuerySubject[]) {
    this.words = Math.ceil(subjects.length / 32);
  }

  get size(): number {
    return this.subjects.length;
  }

  /** The subjects `node` finds. */
  find(node: CompiledNode): SubjectSet {
    switch (node.kind) {
      case 'term':
        return this.term(node);
      case 'not':
        return this.complement(this.find(node.child));
      case 'and':
        return this.combine(node.children, (a, b) => a & b);
      case 'or':
        return this.combine(node.children, (a, b) => a | b);
    }
  }

  private term({ key, test, wider }: Extract<CompiledNode, { kind: 'term' }>): SubjectSet {
    const known = this.terms.get(key);
    if (known) {
      // Most recently used last: the oldest answer is the one dropped.
      this.terms.delete(key);
      this.terms.set(key, known);
      return known;
    }
    const set = new Uint32Array(this.words);
    const { subjects } = this;
    const within = wider.map((widerKey) => this.terms.get(widerKey)).find((found) => found !== undefined);
    if (within) {
      // Typing on narrows: only what the shorter value found can match the longer one.
      for (let word = 0; word < this.words; word += 1) {
        for (let bits = within[word]; bits !== 0; bits &= bits - 1) {
          const index = (word << 5) | (31 - Math.clz32(bits & -bits));
          if (test(subjects[index])) set[word] |= 1 << (index & 31);
        }
      }
    } else {
      for (let index = 0; index < subjects.length; index += 1) {
        if (test(subjects[index])) set[index >>> 5] |= 1 << (index & 31);
      }
    }
    if (this.terms.size >= REMEMBERED_TERMS) this.terms.delete(this.terms.keys().next().value as string);
    this.terms.set(key, set);
    return set;
  }

  private complement(set: SubjectSet): SubjectSet {
    const result = new Uint32Array(this.words);
    for (let word = 0; word < this.words; word += 1) result[word] = ~set[word];
    // Bits past the last subject stay clear, so a count or a walk never finds a subject that is not there.
    const tail = this.subjects.length & 31;
    if (tail !== 0) result[this.words - 1] &= (1 << tail) - 1;
    return result;
  }

  private combine(children: readonly CompiledNode[], join: (a: number, b: number) => number): SubjectSet {
    const [first, ...rest] = children.map((child) => this.find(child));
    const result = Uint32Array.from(first);
    for (const set of rest) {
      for (let word = 0; word < this.words; word += 1) result[word] = join(result[word], set[word]);
    }
    return result;
  }
}
