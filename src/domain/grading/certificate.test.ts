import { describe, expect, it } from 'vitest';
import { certificateProblem } from './certificate';
import { Grading } from './schema';

const slab = (id: string, grader: string, certificate: string | null) => ({
  id,
  grading: Grading.parse({ grader, grade: 9, certificate }),
});

describe('certificateProblem', () => {
  const held = [slab('a', 'PSA', '111'), { id: 'raw' }, slab('b', 'Beckett Vintage', '222')];

  it('refuses a number another copy of the same grader carries, whatever the case of the grader', () => {
    expect(certificateProblem(slab('new', 'psa', '111').grading, held)).toBe(
      'A graded copy with certificate number 111 already exists',
    );
    expect(certificateProblem(slab('new', 'beckett vintage', '222').grading, held)).not.toBeNull();
  });

  it('accepts the copy itself, another grader, another number and no number', () => {
    expect(certificateProblem(slab('a', 'PSA', '111').grading, held, 'a')).toBeNull();
    expect(certificateProblem(slab('new', 'CGC', '111').grading, held)).toBeNull();
    expect(certificateProblem(slab('new', 'PSA', '112').grading, held)).toBeNull();
    expect(certificateProblem(slab('new', 'PSA', '  ').grading, held)).toBeNull();
  });
});
