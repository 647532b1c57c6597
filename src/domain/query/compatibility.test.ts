import { describe, expect, it } from 'vitest';
import { found } from './testing/queryTestCatalogue';

/**
 * One row per line of README.md's compatibility table: a query and the printings it finds on the
 * test catalogue (tests/fixtures/cardDb) with the test collection of testing/queryTestCatalogue.ts.
 */
const ROWS: ReadonlyArray<[term: string, query: string, printings: string[]]> = [
  ['bare words', 'bolt s:m10', ['m10 5']],
  ['!"exact name"', '!"lightning bolt" s:lea', ['lea 7']],
  ['/regex/', '/^sol/ s:c13', ['c13 6']],
  ['name:', 'name:ring s:c13', ['c13 6']],
  ['t: / type:', 't:angel s:m10', ['m10 1', 'm10 7']],
  ['o: / oracle:', 'o:"add {g}" s:lea', ['lea 15', 'lea 16', 'lea 8']],
  ['c: / color:', 'c:wu s:rtr', ['rtr 1']],
  ['c>=', 'c>=uw', ['rtr 1']],
  ['c=', 'c=r s:lea', ['lea 7', 'lea 10']],
  ['c<=', 'c<=r s:lea t:instant', ['lea 7']],
  ['c:m', 'c:m s:apc', ['apc 1']],
  ['c:c', 'c:c s:lea t:artifact', ['lea 2', 'lea 11']],
  ['id: / identity:', 'id:g s:lea -c:c', ['lea 1', 'lea 5', 'lea 6', 'lea 8']],
  ['mv: / cmc:', 'cmc=1 s:lea t:creature', ['lea 1', 'lea 8']],
  ['pow:', 'pow>=5 s:m10', ['m10 1', 'm10 8']],
  ['tou:', 'tou:1 t:elf s:lea', ['lea 8']],
  ['r: / rarity:', 'r>=rare s:lea', ['lea 1', 'lea 2', 'lea 10', 'lea 14']],
  ['s: / set: / e:', 'e:apc', ['apc 1']],
  ['cn: / number:', 'cn:2 s:lea', ['lea 2']],
  ['a: / artist:', 'a:"mark poole" s:lea', ['lea 1', 'lea 3']],
  ['year:', 'year:1993 t:angel', ['2ed 9', 'leb 9', 'lea 9']],
  ['date:', 'date<1993-09 t:creature', ['lea 1', 'lea 6', 'lea 8', 'lea 9', 'lea 10']],
  ['usd:', 'usd>5000', ['2ed 2', 'leb 2', 'lea 2']],
  ['eur:', 'eur>=30000', ['leb 2', 'lea 2']],
  ['is:foil', 'is:foil s:m10 t:angel', ['m10 1', 'm10 7']],
  ['is:nonfoil', 'is:nonfoil -is:foil s:m10', []],
  ['lang:', 'lang:en s:apc', ['apc 1']],
  ['frame:', 'frame:2003 s:m10 t:angel', ['m10 1', 'm10 7']],
  ['is:dfc', 'is:dfc s:isd', ['isd 1']],
  ['in:collection', 'in:collection', ['m10 1', 'm10 5', 'lea 7']],
  ['own:', 'own>=2', ['m10 5', 'lea 7']],
  ['qty>', 'qty>3', ['m10 5']],
  ['cond:', 'cond:nm', ['m10 1', 'lea 7']],
  ['status:want', 'status:want', ['lea 2']],
  ['paid<', 'paid<1', ['m10 1']],
  ['gain>', 'gain>100', ['lea 7']],
  ['loc:', 'loc:binder OR loc="trade box"', ['m10 5', 'lea 7']],
  ['- negation', '-c:r s:lea t:instant', ['lea 3', 'lea 4', 'lea 5', 'lea 12', 'lea 13']],
  ['implicit AND', 'c:r mv<=1 t:instant s:m10', ['m10 5']],
  ['OR, parentheses', 'counterspell (s:lea OR s:leb)', ['leb 3', 'lea 3']],
  ['!=', 'c!=r s:lea t:instant', ['lea 3', 'lea 4', 'lea 5', 'lea 12', 'lea 13']],
];

describe('the compatibility table, one query per row', () => {
  for (const [term, query, printings] of ROWS) {
    it(`${term}: ${query}`, () => {
      expect(found(query)).toEqual(printings);
    });
  }
});
