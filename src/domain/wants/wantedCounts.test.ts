import { describe, expect, it } from 'vitest';
import { WantInput } from './schema';
import { wantedCounts } from './wantedCounts';

const entry = (fields: Partial<WantInput>, missing: number) => ({
  want: {
    id: 'w',
    ...WantInput.parse({ name: 'Lightning Bolt', quantity: 4, ...fields }),
    createdAt: '2026-11-27T10:00:00.000Z',
    updatedAt: '2026-11-27T10:00:00.000Z',
  },
  progress: { have: 0, missing },
});

describe('wanted (N)', () => {
  it('adds up the missing counts of the wants a printing answers', () => {
    const wanted = wantedCounts([
      entry({}, 2),
      entry({ setCode: 'LEA', collectorNumber: '161' }, 1),
      entry({ setCode: 'M10' }, 3),
      entry({ name: 'Opt' }, 0),
    ]);
    expect(wanted({ name: 'lightning bolt', setCode: 'lea', collectorNumber: '161' })).toBe(3);
    expect(wanted({ name: 'Lightning Bolt', setCode: 'LEA', collectorNumber: '162' })).toBe(2);
    expect(wanted({ name: 'Lightning Bolt', setCode: 'm10' })).toBe(5);
    expect(wanted({ name: 'Opt', setCode: 'M10' })).toBe(0);
    expect(wanted({ name: 'Counterspell', setCode: 'LEA' })).toBe(0);
  });
});
