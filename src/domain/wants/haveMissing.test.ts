import { describe, expect, it } from 'vitest';
import { answersWant, type OwnedCopy, wantProgress } from './haveMissing';
import { WantInput } from './schema';

const want = (fields: Partial<WantInput> = {}) => ({
  id: 'w1',
  ...WantInput.parse({ name: 'Lightning Bolt', quantity: 4, ...fields }),
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
});
const copy = (fields: Partial<OwnedCopy> = {}, quantities = [1]): OwnedCopy => ({
  collectionId: 'c1',
  name: 'Lightning Bolt',
  setCode: 'LEA',
  foil: false,
  conditionQuantities: quantities.map((quantity) => ({ quantity })),
  ...fields,
});

describe('have / missing of a want', () => {
  it('counts every condition of the copies that answer it, and what is still missing', () => {
    expect(wantProgress(want(), [copy({}, [1, 2]), copy({ name: 'Counterspell' })])).toEqual({
      have: 3,
      missing: 1,
    });
    expect(wantProgress(want({ quantity: 2 }), [copy({}, [3])])).toEqual({ have: 3, missing: 0 });
  });

  it('takes any printing unless the want names one, matching names without regard to case', () => {
    expect(answersWant(want(), copy({ setCode: 'M10', name: 'lightning bolt' }))).toBe(true);
    expect(answersWant(want({ setCode: 'LEA' }), copy({ setCode: 'M10' }))).toBe(false);
    expect(answersWant(want({ setCode: 'lea' }), copy())).toBe(true);
    expect(
      answersWant(want({ setCode: 'LEA', collectorNumber: '161' }), copy({ collectorNumber: '162' })),
    ).toBe(false);
    // A copy that does not know its number answers a want of its set.
    expect(answersWant(want({ setCode: 'LEA', collectorNumber: '161' }), copy())).toBe(true);
  });

  it('holds the finish and the collection when the want names them; a wanted copy owns nothing', () => {
    expect(answersWant(want({ finish: 'foil' }), copy())).toBe(false);
    expect(answersWant(want({ finish: 'nonfoil' }), copy({ foil: true }))).toBe(false);
    expect(answersWant(want({ finish: 'any' }), copy({ foil: true }))).toBe(true);
    expect(answersWant(want({ collectionId: 'c2' }), copy())).toBe(false);
    expect(answersWant(want({ collectionId: 'c1' }), copy())).toBe(true);
    expect(answersWant(want(), copy({ status: 'want' }))).toBe(false);
  });
});
