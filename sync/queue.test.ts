import { describe, expect, it } from 'vitest';
import type { QueueEntry } from './ports';
import { pickNextEntry } from './queue';

const entry = (seq: number, recordId: string, over: Partial<QueueEntry> = {}): QueueEntry => ({
  seq,
  mutationId: `m${seq}`,
  method: 'PUT',
  path: `/collections/${recordId}`,
  body: {},
  entity: 'collections',
  recordId,
  op: 'update',
  state: 'pending',
  attempts: 0,
  tempRefs: [],
  ...over,
});

describe('pickNextEntry', () => {
  it('takes the head of the queue', () => {
    expect(pickNextEntry([entry(1, 'a'), entry(2, 'b')])?.seq).toBe(1);
    expect(pickNextEntry([])).toBeNull();
  });

  it('skips a parked entry and the later entries of the same record', () => {
    const queue = [entry(1, 'a', { state: 'failed' }), entry(2, 'a'), entry(3, 'b')];
    expect(pickNextEntry(queue)?.seq).toBe(3);
  });

  it('holds back entries naming a temp record whose create is parked, transitively', () => {
    const queue = [
      entry(1, 'temp-c', { state: 'failed', op: 'create', tempRefs: ['temp-c'] }),
      entry(2, 'temp-k', { op: 'create', tempRefs: ['temp-k', 'temp-c'] }),
      entry(3, 'x', { tempRefs: ['temp-k'] }),
      entry(4, 'y'),
    ];
    expect(pickNextEntry(queue)?.seq).toBe(4);
    expect(pickNextEntry(queue.slice(0, 3))).toBeNull();
  });

  it('lets an in-flight entry left by a dead flusher go again', () => {
    expect(pickNextEntry([entry(1, 'a', { state: 'inflight', attempts: 1 })])?.seq).toBe(1);
  });
});
