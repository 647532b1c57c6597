import { describe, expect, it } from 'vitest';
import {
  findTempIds,
  findTempIdsInPath,
  isTempId,
  substituteTempIds,
  substituteTempIdsInPath,
  unresolvedTempIds,
} from './tempIds';

const TEMP_A = 'temp-11111111-1111-4111-8111-111111111111';
const TEMP_B = 'temp-22222222-2222-4222-8222-222222222222';
const REAL_A = 'aaaaaaaa-0000-4000-8000-000000000001';
const REAL_B = 'bbbbbbbb-0000-4000-8000-000000000002';

describe('isTempId', () => {
  it('accepts only strings that start with the prefix and carry something after it', () => {
    expect(isTempId(TEMP_A)).toBe(true);
    expect(isTempId('temp-')).toBe(false);
    expect(isTempId(REAL_A)).toBe(false);
    expect(isTempId(42)).toBe(false);
    expect(isTempId(null)).toBe(false);
  });
});

describe('findTempIds', () => {
  it('finds temp ids in nested objects and arrays, not inside longer text', () => {
    const body = {
      collectionId: TEMP_A,
      notes: `copied from ${TEMP_B}`,
      conditionQuantities: [{ transactionId: TEMP_B }, { transactionId: null }],
      deep: { list: [[TEMP_A]] },
    };
    expect([...findTempIds(body)].sort()).toEqual([TEMP_A, TEMP_B]);
    expect(findTempIds({ notes: `copied from ${TEMP_B}` }).size).toBe(0);
  });

  it('finds path segments and ignores the query string', () => {
    expect([...findTempIdsInPath(`/collections/${TEMP_A}/set-default?x=${TEMP_B}`)]).toEqual([TEMP_A]);
  });
});

describe('substituteTempIdsInPath', () => {
  it('replaces known temp segments and keeps the rest', () => {
    const map = new Map([[TEMP_A, REAL_A]]);
    expect(substituteTempIdsInPath(`/collections/${TEMP_A}/set-default`, map)).toBe(
      `/collections/${REAL_A}/set-default`,
    );
    expect(substituteTempIdsInPath(`/cards/${TEMP_B}`, map)).toBe(`/cards/${TEMP_B}`);
    expect(substituteTempIdsInPath(`/cards/${TEMP_A}?full=1`, { [TEMP_A]: REAL_A })).toBe(
      `/cards/${REAL_A}?full=1`,
    );
  });
});

describe('substituteTempIds', () => {
  const map = { [TEMP_A]: REAL_A, [TEMP_B]: REAL_B };

  it('rewrites nested bodies and arrays', () => {
    const body = {
      collectionId: TEMP_A,
      conditionQuantities: [
        { condition: 'Near Mint', transactionId: TEMP_B },
        { condition: 'Played', transactionId: null },
      ],
      items: [{ id: TEMP_A, definitionId: TEMP_B }],
      ids: [TEMP_A, 'other'],
    };
    expect(substituteTempIds(body, map)).toEqual({
      collectionId: REAL_A,
      conditionQuantities: [
        { condition: 'Near Mint', transactionId: REAL_B },
        { condition: 'Played', transactionId: null },
      ],
      items: [{ id: REAL_A, definitionId: REAL_B }],
      ids: [REAL_A, 'other'],
    });
    expect(body.collectionId).toBe(TEMP_A);
  });

  it('keeps untouched parts as the same objects', () => {
    const untouched = { condition: 'Played', transactionId: null };
    const body = { collectionId: TEMP_A, keep: untouched, list: [untouched] };
    const result = substituteTempIds(body, map);
    expect(result).not.toBe(body);
    expect(result.keep).toBe(untouched);
    expect(result.list).toBe(body.list);
    expect(substituteTempIds(untouched, map)).toBe(untouched);
  });

  it('leaves unknown temp ids, text and non-object values alone', () => {
    const unknown = 'temp-33333333-3333-4333-8333-333333333333';
    expect(substituteTempIds({ a: unknown, n: 3, b: true, s: `x ${TEMP_A}` }, map)).toEqual({
      a: unknown,
      n: 3,
      b: true,
      s: `x ${TEMP_A}`,
    });
    expect(substituteTempIds(null, map)).toBeNull();
    expect(substituteTempIds(TEMP_A, map)).toBe(REAL_A);
  });
});

describe('unresolvedTempIds', () => {
  it('lists temp ids of path and body that the map does not know', () => {
    const unknown = 'temp-33333333-3333-4333-8333-333333333333';
    expect(
      unresolvedTempIds(`/cards/${TEMP_A}`, { collectionId: unknown, other: TEMP_B }, { [TEMP_B]: REAL_B }),
    ).toEqual([TEMP_A, unknown]);
    expect(unresolvedTempIds('/collections', { name: 'x' }, {})).toEqual([]);
  });
});
