import { and, asc, eq } from 'drizzle-orm';
import { ALERT_TEXTS } from '../../src/domain/alerts/alertTexts';
import type { DbOrTx } from '../db/database';
import { alerts } from '../db/schema';
import { StatusError } from '../errors/statusError';
import { isServerId } from '../http/validate';

/** The user's alert with this id, else 404: another user's alert is "not found", never "forbidden". */
export async function findOwnedAlert(db: DbOrTx, userId: string, id: string) {
  const [row] = isServerId(id)
    ? await db
        .select()
        .from(alerts)
        .where(and(eq(alerts.userId, userId), eq(alerts.id, id)))
    : [];
  if (!row) throw new StatusError(404, ALERT_TEXTS.notFound);
  return row;
}

export function listAlerts(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(alerts)
    .where(eq(alerts.userId, userId))
    .orderBy(asc(alerts.createdAt), asc(alerts.id));
}
