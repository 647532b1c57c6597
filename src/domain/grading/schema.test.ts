import { describe, expect, it } from 'vitest';
import { Grading } from './schema';
import { slabLabel } from './slabLabel';

describe('Grading and slabLabel', () => {
  it('labels a slab as the grader and the grade, one spelling per known grader', () => {
    expect(slabLabel(Grading.parse({ grader: 'psa', grade: 9 }))).toBe('PSA 9');
    expect(slabLabel(Grading.parse({ grader: 'BGS', grade: 9.5 }))).toBe('BGS 9.5');
    expect(slabLabel(Grading.parse({ grader: 'CGC', grade: 'Authentic' }))).toBe('CGC Authentic');
    expect(slabLabel(Grading.parse({ grader: ' Beckett Vintage ', grade: 7 }))).toBe('Beckett Vintage 7');
  });

  it('takes grades 1 to 10 in halves and BGS subgrades, and refuses the rest with one message', () => {
    const bgs = Grading.parse({ grader: 'BGS', grade: 9.5, subgrades: { centering: 9, corners: 9.5 } });
    expect(bgs.subgrades).toEqual({ centering: 9, corners: 9.5, edges: null, surface: null });
    for (const grade of [0.5, 9.3, 10.5, 'Mint']) {
      const result = Grading.safeParse({ grader: 'PSA', grade });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('A grade is 1 to 10 in halves, or Authentic');
    }
    expect(Grading.safeParse({ grader: ' ', grade: 9 }).error?.issues[0]?.message).toBe('Name the grader');
  });
});
