import type { QueueEntry } from './ports';

/**
 * The first entry of the outbox (in seq order) that may be sent now. A parked entry waits for the
 * user, and so does every later entry that depends on it: an entry of the same record (order per
 * record matters) or one naming a temp id of a waiting record (it cannot resolve). Others go on.
 */
export function pickNextEntry(ordered: Iterable<QueueEntry>): QueueEntry | null {
  const waiting = new Set<string>();
  for (const entry of ordered) {
    const blocked =
      entry.state === 'failed' || waiting.has(entry.recordId) || entry.tempRefs.some((id) => waiting.has(id));
    if (!blocked) return entry;
    waiting.add(entry.recordId);
  }
  return null;
}
