import type { FastifyInstance } from 'fastify';
import { API } from '../../src/domain/api';
import type { AppConfig } from '../../src/domain/schemas/config';
import { ok } from '../http/envelope';
import { route } from '../http/route';

/** `GET /config` (no auth): what the app learns at run time, so tests can point it at a fixture server. */
export async function configRoutes(app: FastifyInstance) {
  route(app, API.public.config, async () => {
    const config: AppConfig = { cardDbUrl: app.settings.cardDbUrl };
    return ok(config);
  });
}
