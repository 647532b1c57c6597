import type { FastifyInstance } from 'fastify';
import { API } from '../../src/domain/api';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { readChanges } from './changeFeed';

/** `GET /sync/changes?since=&limit=`: the pull half of sync (DESIGN.md, Sync protocol). */
export async function syncRoutes(app: FastifyInstance) {
  route(app, API.sync.changes, async ({ query: { since, limit } }, request) =>
    ok(await readChanges(app.db, request.userId, since, limit)),
  );
}
