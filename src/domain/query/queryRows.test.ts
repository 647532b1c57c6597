import { describe, expect, it } from 'vitest';
import { compileQuery } from './compileQuery';
import { readRows, writeRows } from './queryRows';
import { QUERY_FIELDS } from './queryTerms';
import { QUERY_TEXTS } from './queryTexts';
import { found } from './testing/queryTestCatalogue';

describe("Advanced Search's rows", () => {
  it('reads a typed query into rows, one per term, under its first name', () => {
    expect(readRows('bolt type:instant -c:r mv<=2')).toEqual({
      combinator: 'and',
      rows: [
        { field: 'name', operator: ':', value: 'bolt', negated: false },
        { field: 't', operator: ':', value: 'instant', negated: false },
        { field: 'c', operator: ':', value: 'r', negated: true },
        { field: 'mv', operator: '<=', value: '2', negated: false },
      ],
      rest: '',
    });
  });

  it('keeps what no row can show as text, and a query written back finds the same printings', () => {
    const typed = 't:angel (s:m10 OR s:lea) !"serra angel" /^ser/';
    const read = readRows(typed);
    expect(read.rows).toEqual([{ field: 't', operator: ':', value: 'angel', negated: false }]);
    expect(read.rest).toBe('(s:m10 OR s:lea) !"serra angel" /^ser/');
    expect(found(writeRows(read))).toEqual(found(typed));
  });

  it('reads an OR of terms as rows joined by OR, and an OR with a group whole as text', () => {
    expect(readRows('s:lea OR s:leb')).toMatchObject({
      combinator: 'or',
      rows: [{ value: 'lea' }, { value: 'leb' }],
    });
    expect(readRows('s:lea OR (t:angel c:w)')).toEqual({
      combinator: 'and',
      rows: [],
      rest: 's:lea OR (t:angel c:w)',
    });
  });

  it('writes rows as terms: quotes values with spaces, skips empty rows, groups an OR before the rest', () => {
    const text = writeRows({
      combinator: 'or',
      rows: [
        { field: 'a', operator: ':', value: 'mark poole', negated: false },
        { field: 'name', operator: ':', value: '', negated: false },
        { field: 'name', operator: ':', value: 'angel', negated: true },
      ],
      rest: 'cn<5',
    });
    expect(text).toBe('(a:"mark poole" OR -angel) cn<5');
    expect(readRows(text)).toMatchObject({
      rows: [{ field: 'cn', operator: '<' }],
      rest: '(a:"mark poole" OR -angel)',
    });
  });

  it('offers for each field only operators its term reads', () => {
    for (const field of QUERY_FIELDS) {
      for (const operator of field.operators) {
        const term = `${field.names[0]}${operator}${field.values?.[0] ?? '1'}`;
        const messages = compileQuery(term).problems.map((problem) => problem.message);
        expect(messages, term).not.toContain(QUERY_TEXTS.operatorNotHere(term));
      }
    }
  });
});
