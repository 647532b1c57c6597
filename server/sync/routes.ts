import type { FastifyInstance } from 'fastify';
import { ChangesQuery } from '../../src/domain/schemas';
import { ok } from '../http/envelope';
import { parseInput } from '../http/validate';
import { readChanges } from './changeFeed';

/** `GET /sync/changes?since=&limit=`: the pull half of sync (DESIGN.md, Sync protocol). */
export async function syncRoutes(app: FastifyInstance) {
  app.get('/sync/changes', async (request) => {
    const { since, limit } = parseInput(ChangesQuery, request.query, 'query');
    return ok(await readChanges(app.db, request.userId, since, limit));
  });
}
