import { and, eq } from 'drizzle-orm';
import type { AlertInput, AlertUpdate } from '../../src/domain/alerts/schema';
import type { Tx } from '../db/database';
import { alerts } from '../db/schema';
import { findOwnedWant } from '../wants/queries';
import { recordDeletions, touched } from '../write/revisions';
import { findOwnedAlert } from './queries';

/** An alert on a want needs that want to be the user's (404 otherwise); firing starts unset. */
export async function createAlert(tx: Tx, userId: string, input: Required<AlertInput>) {
  if (input.wantId) await findOwnedWant(tx, userId, input.wantId);
  const [row] = await tx
    .insert(alerts)
    .values({ userId, ...input })
    .returning();
  return row;
}

export async function markAlertSeen(tx: Tx, userId: string, id: string, patch: AlertUpdate) {
  const current = await findOwnedAlert(tx, userId, id);
  if (patch.seenOn === undefined) return current;
  const [row] = await tx
    .update(alerts)
    .set({ seenOn: patch.seenOn, ...touched() })
    .where(and(eq(alerts.userId, userId), eq(alerts.id, id)))
    .returning();
  return row;
}

export async function deleteAlert(tx: Tx, userId: string, id: string) {
  await findOwnedAlert(tx, userId, id);
  await tx.delete(alerts).where(and(eq(alerts.userId, userId), eq(alerts.id, id)));
  await recordDeletions(tx, userId, 'alerts', [id]);
}
