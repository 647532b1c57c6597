import { type ChangeSet, creations, deletion, rowChange } from '../changeSet';
import type { Want, WantUpdate } from './schema';

export function planCreateWant(row: Want): ChangeSet {
  return rowChange('wants', row, 'create');
}

/** Several new wants (an import, "Add missing to want list"): one change set naming every one. */
export function planCreateWants(rows: readonly Want[]): ChangeSet {
  return creations('wants', rows);
}

/** Only the fields given change; the id and creation time stay. */
export function planEditWant(row: Want, patch: WantUpdate, now: string): ChangeSet {
  const given = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  const next: Want = { ...row, ...given, updatedAt: now };
  return rowChange('wants', next, 'update');
}

export function planDeleteWant(id: string): ChangeSet {
  return deletion('wants', [id]);
}
