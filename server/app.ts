import type { Server } from 'node:http';
import Fastify, { type FastifyHttpOptions, type FastifyInstance } from 'fastify';
import { createAccessTokens } from './auth/accessTokens';
import { authenticate } from './auth/authenticate';
import { resolveJwtSecret } from './auth/jwtSecret';
import { createPasswordHasher } from './auth/passwords';
import { catalogueCache } from './catalogue/catalogueAnswer';
import { scheduleCatalogueIngest } from './catalogue/ingestSchedule';
import { connectDatabase } from './db/connect';
import type { Database } from './db/database';
import { fail } from './http/envelope';
import { installErrorHandler, installJsonParser } from './http/errors';
import './http/fastifyTypes';
import { registerSecurityHeaders } from './http/security';
import { publicRouteModules, userRouteModules } from './routes';
import type { Settings } from './settings';
import { sharePageRoutes } from './sharing/pageRoute';
import { staticSite } from './web/staticSite';

export interface BuildOptions {
  /** An already open database (tests, benches); otherwise one is opened from the settings. */
  database?: Database;
  /** Where log lines go (tests read them to check that no secret is logged); stdout by default. */
  logStream?: { write(line: string): void };
}

/**
 * Builds the whole server: the API under /api/v1 and the built app at /. Kept free of `listen`
 * so tests start it on a free port and benches can run several instances.
 */
export async function buildApp(settings: Settings, options: BuildOptions = {}): Promise<FastifyInstance> {
  const database =
    options.database ??
    (await connectDatabase({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir }));
  const serverOptions: FastifyHttpOptions<Server> = {
    logger:
      settings.logLevel === 'silent'
        ? false
        : // Bodies are never logged; headers are not either, but a token must not leak if they ever are.
          {
            level: settings.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(settings.trustProxy),
  };
  const app = Fastify(serverOptions);
  if (!options.database) app.addHook('onClose', () => database.close());

  app.decorate('db', database.db);
  app.decorate('settings', settings);
  app.decorate(
    'accessTokens',
    createAccessTokens(await resolveJwtSecret(settings.jwtSecret, settings.dataDir, database)),
  );
  app.decorate('passwords', createPasswordHasher(settings.scryptLogN));
  app.decorate('catalogueAnswers', catalogueCache());
  app.decorateRequest('userId', '');
  app.decorateRequest('sessionId', '');
  app.decorateRequest('claims', null);
  installErrorHandler(app);
  installJsonParser(app);
  await registerSecurityHeaders(app, settings.cardDbUrl);

  await app.register(
    async (api) => {
      for (const routes of publicRouteModules) await api.register(routes);
      await api.register(async (signedIn) => {
        signedIn.addHook('onRequest', authenticate);
        for (const routes of userRouteModules) await signedIn.register(routes);
      });
      api.setNotFoundHandler((_request, reply) => reply.status(404).send(fail('Not found')));
    },
    { prefix: '/api/v1' },
  );
  await app.register(sharePageRoutes);
  await app.register(staticSite, { distDir: settings.distDir });
  if (settings.catalogueIngest === 'auto') scheduleCatalogueIngest(app);

  return app;
}

/** Fastify takes a hop count as a function of the hop (its types have no plain number). */
function trustProxyOption(trust: Settings['trustProxy']): FastifyHttpOptions<Server>['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}
