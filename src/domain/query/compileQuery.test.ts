import { describe, expect, it } from 'vitest';
import { compileQuery } from './compileQuery';
import { parseQuery } from './parseQuery';
import { found } from './testing/queryTestCatalogue';

const TYPED = [
  't:creature c:r mv<=2 set:lea usd>10',
  '(c:r OR c:u) -t:"legendary creature" !"fire // ice" /^b.*s$/',
  'o:"draw a card" pow>=2 tou<=3 a:poole year:1993 date>=1993-08 is:foil in:collection qty>1 cond:nm',
];

describe('the query language on half-typed queries', () => {
  it('never throws on any prefix of a query, and reads each prefix into a test', () => {
    for (const query of TYPED) {
      for (let length = 0; length <= query.length; length += 1) {
        const compiled = compileQuery(query.slice(0, length));
        expect(typeof compiled.matches).toBe('function');
      }
    }
  });

  it('points at the term it cannot read and searches the rest', () => {
    const compiled = compileQuery('bolt mv<=x s:m10');
    expect(compiled.problems).toEqual([{ from: 5, to: 10, message: '`mv<=x`: a number is expected.' }]);
    expect(found('bolt mv<=x s:m10')).toEqual(found('bolt s:m10'));
  });

  it('reports an unknown term, a missing value and a stray parenthesis, each once', () => {
    const messages = compileQuery('foo:bar t: bolt)').problems.map((problem) => problem.message);
    expect(messages).toEqual([
      '`foo:bar`: `foo:` is not a term this search knows.',
      '`t:`: a value is expected after the operator.',
      'A `)` closes nothing: it is skipped.',
    ]);
  });

  it('closes an open parenthesis or quote at the end, as the collector is still typing', () => {
    expect(found('counterspell (s:lea OR s:leb')).toEqual(['leb 3', 'lea 3']);
    expect(found('a:"mark poo')).toEqual(found('a:"mark poole"'));
    expect(compileQuery('(c:r OR').problems.map((problem) => problem.message)).toEqual([
      '`OR` needs a term on each side.',
    ]);
  });

  it('reads nothing from an empty query and says so', () => {
    expect(compileQuery('  ').empty).toBe(true);
    expect(compileQuery('foo:bar').empty).toBe(true);
    expect(compileQuery('bolt').empty).toBe(false);
  });

  it('parses OR below implicit AND, and a dash before parentheses', () => {
    expect(parseQuery('a b OR -(c d)').root).toMatchObject({
      kind: 'or',
      children: [
        { kind: 'and', children: [{ value: 'a' }, { value: 'b' }] },
        { kind: 'not', child: { kind: 'and', children: [{ value: 'c' }, { value: 'd' }] } },
      ],
    });
  });

  it('reads a copy’s own finish in the cards view, the printed finishes in the catalogue', () => {
    const { matches } = compileQuery('is:foil');
    const bolt = { id: 'b', finishes: 'nonfoil,foil' } as Parameters<typeof matches>[0]['printing'];
    const owned = { quantity: 1, wanted: false, conditions: [], paid: [], value: null, places: [] };
    expect(matches({ printing: bolt })).toBe(true);
    expect(matches({ printing: bolt, owned: { ...owned, foil: false } })).toBe(false);
    expect(matches({ printing: bolt, owned: { ...owned, foil: true } })).toBe(true);
  });
});
