import type { FastifyInstance } from 'fastify';
import { API } from '../../src/domain/api';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { sendWrite } from '../http/write';
import { toSealedDefinition } from '../records/serialize';
import {
  bulkRestoreDefinitions,
  createDefinition,
  deleteDefinition,
  updateDefinition,
} from './definitionMutations';
import { findOwnedDefinition, listDefinitions } from './definitionQueries';

const { sealedDefinitions: definitions } = API;

/** Part 2 §7's /sealed-products/definitions routes. */
export async function sealedDefinitionRoutes(app: FastifyInstance) {
  const { db } = app;

  route(app, definitions.list, async (_, request) =>
    ok((await listDefinitions(db, request.userId)).map(toSealedDefinition)),
  );

  route(app, definitions.get, async ({ params }, request) =>
    ok(toSealedDefinition(await findOwnedDefinition(db, request.userId, params.id))),
  );

  route(app, definitions.create, async ({ body }, request, reply) =>
    sendWrite(request, reply, async (tx) => ({
      statusCode: 201,
      body: ok(toSealedDefinition(await createDefinition(tx, request.userId, body))),
    })),
  );

  route(app, definitions.bulkRestore, async ({ body }, request, reply) =>
    sendWrite(request, reply, async (tx) => ({
      statusCode: 200,
      body: ok(await bulkRestoreDefinitions(tx, request.userId, body.definitions, body.batchSize)),
    })),
  );

  route(app, definitions.update, async ({ params, body }, request, reply) =>
    sendWrite(request, reply, async (tx) => ({
      statusCode: 200,
      body: ok(toSealedDefinition(await updateDefinition(tx, request.userId, params.id, body))),
    })),
  );

  route(app, definitions.delete, async ({ params: { id } }, request, reply) =>
    sendWrite(request, reply, async (tx) => {
      await deleteDefinition(tx, request.userId, id);
      return { statusCode: 200, body: ok({ id }) };
    }),
  );
}
