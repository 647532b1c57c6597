import type { QueueEntry } from './ports';

/**
 * The entries of the outbox (in seq order) that may be sent now, at most `limit`. A parked entry
 * waits for the user, and so does every later entry that depends on it: an entry touching one of its
 * records (order per record matters; a change set waits with every record it lists) or one naming a temp id of a waiting record (it cannot resolve). Others
 * go on.
 */
export function readyEntries(ordered: Iterable<QueueEntry>, limit: number): QueueEntry[] {
  const ready: QueueEntry[] = [];
  const waiting = new Set<string>();
  for (const entry of ordered) {
    if (ready.length >= limit) break;
    const blocked =
      entry.state === 'failed' ||
      entry.recordIds.some((id) => waiting.has(id)) ||
      entry.tempRefs.some((id) => waiting.has(id));
    if (blocked) for (const id of entry.recordIds) waiting.add(id);
    else ready.push(entry);
  }
  return ready;
}
