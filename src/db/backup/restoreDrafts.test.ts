import { describe, expect, it } from 'vitest';
import { emptyRestoreRows, type RestoreRows } from '../../domain/backup/planRestore';
import { makeCard, makeItem, makeTransaction } from '../../domain/testing/factories';
import { withRecords } from '../outbox/enqueue';
import { withTempRefs } from '../outbox/tempRefs';
import { restoreDrafts } from './restoreDrafts';

const temp = (name: string) => `temp-${name}`;

describe('restoreDrafts', () => {
  it('lists a record a chunk names before its own chunk once, in the first chunk naming it', () => {
    // Card A was bought in T1 and traded in T2; T2 and its other card B fill the next chunk of 4.
    const a = makeCard({ id: temp('a'), conditionQuantities: [] });
    const b = makeCard({ id: temp('b') });
    const t2 = makeTransaction({ id: temp('t2'), items: [makeItem({ id: a.id }), makeItem({ id: b.id })] });
    a.conditionQuantities = [
      { ...b.conditionQuantities[0], transactionId: temp('t1') },
      { ...b.conditionQuantities[0], transactionId: t2.id },
    ];
    const t1 = makeTransaction({ id: temp('t1'), items: [makeItem({ id: a.id })] });
    const rows: RestoreRows = {
      ...emptyRestoreRows(),
      cards: [a, b],
      transactions: [t1, t2],
    };
    const drafts = restoreDrafts(rows, 4).map((draft) => withTempRefs(withRecords(draft)));
    expect(drafts.map((d) => d.recordIds)).toEqual([
      [a.id, t1.id, t2.id],
      [b.id, t2.id],
    ]);
    expect(drafts.map((d) => d.records.every((r) => r.op === 'create'))).toEqual([true, true]);
    // The second chunk names A, created by the first: found through namedTempIds when A is answered.
    expect(drafts[1].namedTempIds).toEqual([a.id]);
    expect(drafts[0].namedTempIds).toEqual([]);
  });
});
