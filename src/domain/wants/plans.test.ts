import { describe, expect, it } from 'vitest';
import { planCreateWant, planDeleteWant, planEditWant } from './plans';
import { WantInput, WantUpdate } from './schema';

const row = {
  id: 'w1',
  ...WantInput.parse({ name: 'Lightning Bolt', quantity: 4 }),
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
};

describe('want plans', () => {
  it('create, edit and delete are one record each', () => {
    expect(planCreateWant(row).records).toEqual([{ entity: 'wants', id: 'w1', op: 'create' }]);
    expect(planDeleteWant('w1')).toEqual({
      writes: [{ table: 'wants', id: 'w1', row: null }],
      records: [{ entity: 'wants', id: 'w1', op: 'delete' }],
    });
  });

  it('an edit changes the given fields only, and the time of change', () => {
    const patch = WantUpdate.parse({ quantity: 2 });
    expect(patch).toEqual({ quantity: 2 });
    const edited = planEditWant(row, patch, '2026-11-28T09:00:00.000Z');
    expect(edited.writes[0]?.row).toEqual({ ...row, quantity: 2, updatedAt: '2026-11-28T09:00:00.000Z' });
  });
});
