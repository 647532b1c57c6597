import { findTempIds, findTempIdsInPath } from '../../domain/sync/tempIds';
import type { OutboxEntry } from './types';

/** The temp ids an entry mentions anywhere, kept on the entry as its `tempRefs` index. */
export function tempRefsOf(entry: Pick<OutboxEntry, 'path' | 'body' | 'records' | 'parentIds'>): string[] {
  const found = findTempIdsInPath(entry.path, findTempIds(entry.body));
  findTempIds([...entry.records.map((r) => r.id), ...(entry.parentIds ?? [])], found);
  return [...found];
}

/** Of an entry's temp ids, those beyond its own records: what its `namedTempIds` index holds. */
export function namedTempIdsOf(entry: Pick<OutboxEntry, 'tempRefs' | 'recordIds'>): string[] {
  const own = new Set(entry.recordIds);
  return entry.tempRefs.filter((id) => !own.has(id));
}

/** The entry's temp ids, all of them and those beyond its own records (the `namedTempIds` index). */
export function withTempRefs<T extends Parameters<typeof tempRefsOf>[0] & { recordIds: string[] }>(
  entry: T,
): T & Pick<OutboxEntry, 'tempRefs' | 'namedTempIds'> {
  const tempRefs = tempRefsOf(entry);
  return { ...entry, tempRefs, namedTempIds: namedTempIdsOf({ tempRefs, recordIds: entry.recordIds }) };
}
