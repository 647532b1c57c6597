import { API } from '../../src/domain/api';
import { created, done, type Handler, reads, writes } from '../handlers/handler';
import { createAlert, deleteAlert, markAlertSeen } from './mutations';
import { findOwnedAlert, listAlerts } from './queries';
import { toAlert } from './serialize';

const { alerts } = API;

/** Issue 26's /alerts endpoints. */
export const alertHandlers: Handler[] = [
  reads(alerts.list, async (db, userId) => (await listAlerts(db, userId)).map(toAlert)),

  reads(alerts.get, async (db, userId, { params }) => toAlert(await findOwnedAlert(db, userId, params.id))),

  writes(alerts.create, async (tx, userId, { body }) =>
    created(toAlert(await createAlert(tx, userId, body))),
  ),

  writes(alerts.update, async (tx, userId, { params, body }) =>
    done(toAlert(await markAlertSeen(tx, userId, params.id, body))),
  ),

  writes(alerts.delete, async (tx, userId, { params: { id } }) => {
    await deleteAlert(tx, userId, id);
    return done({ id });
  }),
];
