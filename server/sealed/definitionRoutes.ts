import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  Id,
  SealedDefinitionBulkRestore,
  SealedDefinitionInput,
  SealedDefinitionUpdate,
} from '../../src/domain/schemas';
import { ok } from '../http/envelope';
import { parseInput, parsePartialBody } from '../http/validate';
import { sendWrite } from '../http/write';
import { toSealedDefinition } from '../records/serialize';
import {
  bulkRestoreDefinitions,
  createDefinition,
  deleteDefinition,
  updateDefinition,
} from './definitionMutations';
import { findOwnedDefinition, listDefinitions } from './definitionQueries';

const IdParams = z.object({ id: Id });

/** Restoring a backup sends every definition in one body (issue 3: bulk-restore bodies up to 25 MB). */
export const BULK_RESTORE_BODY_LIMIT = 25 * 1024 * 1024;

/** Part 2 §7's /sealed-products/definitions routes. */
export async function sealedDefinitionRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get('/sealed-products/definitions', async (request) =>
    ok((await listDefinitions(db, request.userId)).map(toSealedDefinition)),
  );

  app.get('/sealed-products/definitions/:id', async (request) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    return ok(toSealedDefinition(await findOwnedDefinition(db, request.userId, id)));
  });

  app.post('/sealed-products/definitions', async (request, reply) => {
    const input = parseInput(SealedDefinitionInput, request.body, 'body');
    return sendWrite(request, reply, async (tx) => ({
      statusCode: 201,
      body: ok(toSealedDefinition(await createDefinition(tx, request.userId, input))),
    }));
  });

  app.post(
    '/sealed-products/definitions/bulk-restore',
    { bodyLimit: BULK_RESTORE_BODY_LIMIT },
    async (request, reply) => {
      const { definitions, batchSize } = parseInput(SealedDefinitionBulkRestore, request.body, 'body');
      return sendWrite(request, reply, async (tx) => ({
        statusCode: 200,
        body: ok(await bulkRestoreDefinitions(tx, request.userId, definitions, batchSize)),
      }));
    },
  );

  app.put('/sealed-products/definitions/:id', async (request, reply) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    const input = parsePartialBody(SealedDefinitionUpdate, request.body);
    return sendWrite(request, reply, async (tx) => ({
      statusCode: 200,
      body: ok(toSealedDefinition(await updateDefinition(tx, request.userId, id, input))),
    }));
  });

  app.delete('/sealed-products/definitions/:id', async (request, reply) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    return sendWrite(request, reply, async (tx) => {
      await deleteDefinition(tx, request.userId, id);
      return { statusCode: 200, body: ok({ id }) };
    });
  });
}
