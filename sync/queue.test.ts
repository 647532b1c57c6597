import { describe, expect, it } from 'vitest';
import type { QueueEntry } from './ports';
import { readyEntries } from './queue';

const entry = (seq: number, recordId: string, over: Partial<QueueEntry> = {}): QueueEntry => ({
  seq,
  mutationId: `m${seq}`,
  method: 'PUT',
  path: `/collections/${recordId}`,
  body: {},
  state: 'pending',
  attempts: 0,
  tempRefs: [],
  records: [{ entity: 'collections', id: recordId, op: 'update' }],
  recordIds: [recordId],
  ...over,
});

const created = (id: string) => ({
  records: [{ entity: 'collections' as const, id, op: 'create' as const }],
});

const seqs = (queue: QueueEntry[], limit = 100) => readyEntries(queue, limit).map((e) => e.seq);

describe('readyEntries', () => {
  it('takes the queue in order, at most limit', () => {
    expect(seqs([entry(1, 'a'), entry(2, 'b'), entry(3, 'c')])).toEqual([1, 2, 3]);
    expect(seqs([entry(1, 'a'), entry(2, 'b'), entry(3, 'c')], 2)).toEqual([1, 2]);
    expect(seqs([])).toEqual([]);
  });

  it('skips a parked entry and the later entries of the same record', () => {
    const queue = [entry(1, 'a', { state: 'failed' }), entry(2, 'a'), entry(3, 'b')];
    expect(seqs(queue)).toEqual([3]);
  });

  it('holds back entries naming a temp record whose create is parked, transitively', () => {
    const queue = [
      entry(1, 'temp-c', { state: 'failed', ...created('temp-c'), tempRefs: ['temp-c'] }),
      entry(2, 'temp-k', { ...created('temp-k'), tempRefs: ['temp-k', 'temp-c'] }),
      entry(3, 'x', { tempRefs: ['temp-k'] }),
      entry(4, 'y'),
    ];
    expect(seqs(queue)).toEqual([4]);
    expect(seqs(queue.slice(0, 3))).toEqual([]);
  });

  it('lets an in-flight entry left by a dead flusher go again', () => {
    expect(seqs([entry(1, 'a', { state: 'inflight', attempts: 1 })])).toEqual([1]);
  });
});
