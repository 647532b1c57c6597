import { type ChangeSet, deletion, rowChange } from '../changeSet';
import type { Alert, AlertUpdate } from './schema';

export function planCreateAlert(row: Alert): ChangeSet {
  return rowChange('alerts', row, 'create');
}

export function planMarkAlertSeen(row: Alert, patch: AlertUpdate, now: string): ChangeSet {
  const next: Alert = { ...row, seenOn: patch.seenOn ?? row.seenOn, updatedAt: now };
  return rowChange('alerts', next, 'update');
}

export function planDeleteAlert(id: string): ChangeSet {
  return deletion('alerts', [id]);
}
