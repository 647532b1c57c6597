import { describe, expect, it } from 'vitest';
import type { Change } from '../src/domain/schemas';
import { planPull } from './applyPull';

const row = (entity: Change['entity'], id: string, revision: number, extra = {}): Change => ({
  entity,
  id,
  revision,
  deleted: false,
  data: { id, ...extra },
});
const tombstone = (entity: Change['entity'], id: string, revision: number): Change => ({
  entity,
  id,
  revision,
  deleted: true,
  data: null,
});
const none = () => false;

describe('planPull', () => {
  it('stores rows as they came and deletes tombstoned ones', () => {
    const plan = planPull([row('collections', 'c1', 1, { name: 'A' }), tombstone('cards', 'k1', 2)], none);
    expect(plan).toEqual({
      puts: [{ entity: 'collections', record: { id: 'c1', name: 'A' } }],
      deletes: [{ entity: 'cards', id: 'k1' }],
      skipped: [],
    });
  });

  it('leaves records with unsent changes alone, rows and tombstones alike', () => {
    const local = new Set(['cards/k1', 'collections/c2']);
    const plan = planPull(
      [row('cards', 'k1', 3, { name: 'server' }), tombstone('collections', 'c2', 4), row('cards', 'k2', 5)],
      (entity, id) => local.has(`${entity}/${id}`),
    );
    expect(plan.puts).toEqual([{ entity: 'cards', record: { id: 'k2' } }]);
    expect(plan.deletes).toEqual([]);
    expect(plan.skipped).toEqual([
      { entity: 'cards', id: 'k1' },
      { entity: 'collections', id: 'c2' },
    ]);
  });

  it('keeps only the latest change of a record within a page', () => {
    const plan = planPull(
      [
        row('cards', 'k1', 1, { name: 'old' }),
        row('cards', 'k1', 7, { name: 'new' }),
        tombstone('cards', 'k2', 2),
        row('cards', 'k2', 1),
      ],
      none,
    );
    expect(plan.puts).toEqual([{ entity: 'cards', record: { id: 'k1', name: 'new' } }]);
    expect(plan.deletes).toEqual([{ entity: 'cards', id: 'k2' }]);
  });

  it('tells the same id in two tables apart', () => {
    const plan = planPull([row('cards', 'x', 1), row('collections', 'x', 2)], none);
    expect(plan.puts.map((p) => p.entity)).toEqual(['cards', 'collections']);
  });

  it('ignores a change whose data does not carry its id', () => {
    const broken: Change = { entity: 'cards', id: 'k1', revision: 1, deleted: false, data: { id: 'other' } };
    const empty: Change = { entity: 'cards', id: 'k2', revision: 2, deleted: false, data: null };
    expect(planPull([broken, empty], none)).toEqual({ puts: [], deletes: [], skipped: [] });
  });
});
