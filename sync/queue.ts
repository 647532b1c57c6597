import type { QueueEntry } from './ports';

/**
 * The entries of the outbox (in seq order) that may be sent now, at most `limit`. A parked entry
 * waits for the user, and so does every later entry that depends on it: an entry of the same record
 * (order per record matters) or one naming a temp id of a waiting record (it cannot resolve). Others
 * go on.
 */
export function readyEntries(ordered: Iterable<QueueEntry>, limit: number): QueueEntry[] {
  const ready: QueueEntry[] = [];
  const waiting = new Set<string>();
  for (const entry of ordered) {
    if (ready.length >= limit) break;
    const blocked =
      entry.state === 'failed' || waiting.has(entry.recordId) || entry.tempRefs.some((id) => waiting.has(id));
    if (blocked) waiting.add(entry.recordId);
    else ready.push(entry);
  }
  return ready;
}
