import Fastify, { type FastifyInstance } from 'fastify';
import { fail, HttpError } from './http/envelope';
import { healthRoutes } from './routes/health';
import type { Settings } from './settings';
import { staticSite } from './web/staticSite';

/**
 * Builds the whole server: the API under /api/v1 and the built app at /. Kept free of `listen`
 * so tests start it on a free port and benches can run several instances.
 */
export async function buildApp(settings: Settings): Promise<FastifyInstance> {
  const app = Fastify({
    logger: settings.logLevel === 'silent' ? false : { level: settings.logLevel },
    bodyLimit: 1024 * 1024,
  });

  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    const status = error instanceof HttpError ? error.statusCode : (error.statusCode ?? 500);
    if (status >= 500) app.log.error(error);
    reply.status(status).send(fail(status >= 500 ? 'Internal server error' : error.message));
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      api.setNotFoundHandler((_request, reply) => reply.status(404).send(fail('Not found')));
    },
    { prefix: '/api/v1' },
  );
  await app.register(staticSite, { distDir: settings.distDir });

  return app;
}
