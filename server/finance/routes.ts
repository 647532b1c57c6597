import type { FastifyInstance } from 'fastify';
import { API } from '../../src/domain/api';
import { findOwnedCollection } from '../collections/queries';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { sendWrite } from '../http/write';
import { computeCardFinance } from './cardFinance';
import { loadItems, readSnapshot } from './collectionItems';
import {
  collectionFinance,
  everyCollectionFinance,
  financeSummary,
  recalculateCollectionFinance,
} from './financeRecords';

const { finance } = API;

/**
 * Part 1 §7: "Finance answers are read from the response's data.data field". The finance routes alone
 * wrap their record once more, `{ success: true, data: { data: <record> } }`, so a client written to
 * the spec reads them where it expects them. Errors keep the usual envelope.
 */
const financeOk = <T>(record: T) => ok({ data: record });

/** Part 1 §7's /finance routes, computed with the same domain functions the app uses. */
export async function financeRoutes(app: FastifyInstance) {
  const { db } = app;

  route(app, finance.ofCollection, async ({ params: { id } }, request) => {
    await findOwnedCollection(db, request.userId, id);
    return financeOk(await readSnapshot(db, (tx) => collectionFinance(tx, request.userId, id)));
  });

  route(app, finance.cardsOfCollection, async ({ params: { id } }, request) => {
    await findOwnedCollection(db, request.userId, id);
    const items = await readSnapshot(db, (tx) => loadItems(tx, request.userId, id));
    return financeOk(computeCardFinance(items, new Date()));
  });

  route(app, finance.recalculate, async ({ params: { id } }, request, reply) =>
    sendWrite(request, reply, async (tx) => {
      await findOwnedCollection(tx, request.userId, id);
      return { statusCode: 200, body: financeOk(await recalculateCollectionFinance(tx, request.userId, id)) };
    }),
  );

  route(app, finance.everyCollection, async (_, request) =>
    financeOk(await readSnapshot(db, (tx) => everyCollectionFinance(tx, request.userId))),
  );

  route(app, finance.summary, async (_, request) =>
    financeOk(await readSnapshot(db, (tx) => financeSummary(tx, request.userId))),
  );
}
