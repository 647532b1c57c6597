import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { API } from '../../src/domain/api';
import { transactionStats } from '../../src/domain/finance/ledgerTotals';
import { TRANSACTION_TYPES } from '../../src/domain/valueSets';
import { findOwnedCollection } from '../collections/queries';
import { transactions as transactionsTable } from '../db/schema';
import { StatusError } from '../errors/statusError';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { parseInput } from '../http/validate';
import { sendWrite } from '../http/write';
import {
  createTransaction,
  deleteCollectionTransactions,
  deleteTransaction,
  updateTransaction,
} from './mutations';
import { findOwnedTransaction, inCollection, listTransactions } from './queries';

const { transactions } = API;
const TypeParam = z.object({ type: z.enum(TRANSACTION_TYPES) });
/** What a transaction did to the collection is fixed once recorded: to change it, delete and record again. */
const EFFECT_FIELDS = ['collectionId', 'type', 'date', 'items', 'platformFee', 'shippingCost', 'taxAmount'];
export const NOT_EDITABLE =
  'cannot change on a saved transaction: delete it (which undoes its effect) and record it again';

function refuseEffectFields(body: unknown) {
  const sent = body && typeof body === 'object' ? Object.keys(body) : [];
  const fixed = EFFECT_FIELDS.find((field) => sent.includes(field));
  if (fixed) throw new StatusError(400, `${fixed}: ${NOT_EDITABLE}`);
}

/** Part 2 §7's /transactions routes; creates and deletes run the ledger (src/domain/transactions). */
export async function transactionRoutes(app: FastifyInstance) {
  const { db } = app;

  route(app, transactions.ofCollection, async ({ params }, request) => {
    await findOwnedCollection(db, request.userId, params.id);
    return ok(await listTransactions(db, request.userId, inCollection(params.id)));
  });

  route(app, transactions.ofCollectionByType, async ({ params }, request) => {
    const { type } = parseInput(TypeParam, { type: params.type }, 'params');
    await findOwnedCollection(db, request.userId, params.id);
    return ok(
      await listTransactions(db, request.userId, inCollection(params.id), eq(transactionsTable.type, type)),
    );
  });

  route(app, transactions.stats, async ({ params }, request) => {
    await findOwnedCollection(db, request.userId, params.id);
    return ok(transactionStats(await listTransactions(db, request.userId, inCollection(params.id))));
  });

  route(app, transactions.get, async ({ params }, request) =>
    ok(await findOwnedTransaction(db, request.userId, params.id)),
  );

  for (const create of [transactions.create, transactions.unified]) {
    route(app, create, async ({ body }, request, reply) =>
      sendWrite(request, reply, async (tx) => ({
        statusCode: 201,
        body: ok(await createTransaction(tx, request.userId, body)),
      })),
    );
  }

  route(app, transactions.update, async ({ params, body }, request, reply) => {
    refuseEffectFields(request.body);
    return sendWrite(request, reply, async (tx) => ({
      statusCode: 200,
      body: ok(await updateTransaction(tx, request.userId, params.id, body)),
    }));
  });

  route(app, transactions.delete, async ({ params }, request, reply) =>
    sendWrite(request, reply, async (tx) => {
      await deleteTransaction(tx, request.userId, params.id);
      return { statusCode: 200, body: ok({ id: params.id }) };
    }),
  );

  route(app, transactions.deleteOfCollection, async ({ params }, request, reply) =>
    sendWrite(request, reply, async (tx) => {
      const deletedCount = await deleteCollectionTransactions(tx, request.userId, params.id);
      return { statusCode: 200, body: ok({ collectionId: params.id, deletedCount }) };
    }),
  );
}
