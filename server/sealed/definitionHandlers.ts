import { API } from '../../src/domain/api';
import { created, done, type Handler, reads, writes } from '../handlers/handler';
import { toSealedDefinition } from '../records/serialize';
import {
  bulkRestoreDefinitions,
  createDefinition,
  deleteDefinition,
  updateDefinition,
} from './definitionMutations';
import { findOwnedDefinition, listDefinitions } from './definitionQueries';

const { sealedDefinitions: definitions } = API;

/** Part 2 §7's /sealed-products/definitions endpoints. */
export const sealedDefinitionHandlers: Handler[] = [
  reads(definitions.list, async (db, userId) => (await listDefinitions(db, userId)).map(toSealedDefinition)),

  reads(definitions.get, async (db, userId, { params }) =>
    toSealedDefinition(await findOwnedDefinition(db, userId, params.id)),
  ),

  writes(definitions.create, async (tx, userId, { body }) =>
    created(toSealedDefinition(await createDefinition(tx, userId, body))),
  ),

  writes(definitions.bulkRestore, async (tx, userId, { body }) =>
    done(await bulkRestoreDefinitions(tx, userId, body.definitions, body.batchSize)),
  ),

  writes(definitions.update, async (tx, userId, { params, body }) =>
    done(toSealedDefinition(await updateDefinition(tx, userId, params.id, body))),
  ),

  writes(definitions.delete, async (tx, userId, { params: { id } }) => {
    await deleteDefinition(tx, userId, id);
    return done({ id });
  }),
];
