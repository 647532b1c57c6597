import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../http/envelope';
import { cacheControlFor, isAppRoute } from './cachePolicy';

export interface StaticSiteOptions {
  /** The built app (vite build's dist/). It may be missing or appear later: checked per request. */
  distDir: string;
}

export const NOT_BUILT_MESSAGE =
  'Cardfolio: the app is not built yet. Run `npm run build` (or `npm start`, which builds it), then reload.';

/**
 * Serves the built app at / with the SPA fallback: a GET for an in-app route answers index.html,
 * so deep links and reloads work. Registered after the API, whose own 404 handler keeps /api/v1
 * answers in the envelope; compression is scoped to this plugin's routes.
 */
export async function staticSite(app: FastifyInstance, { distDir }: StaticSiteOptions) {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');

  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    // The policy below sets Cache-Control per file; send's own header would fight it.
    cacheControl: false,
    suppressWarning: true,
    setHeaders(reply, filePath) {
      const relative = path.relative(root, filePath).split(path.sep).join('/');
      reply.header('cache-control', cacheControlFor(relative));
    },
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const urlPath = request.url.split('?')[0];
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isRead || !(urlPath === '/' || isAppRoute(urlPath))) {
      return reply.status(404).send(fail('Not found'));
    }
    if (!existsSync(indexFile)) {
      return reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
    }
    return reply.sendFile('index.html');
  });
}
