import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { API } from '../../src/domain/api';
import { CATALOGUE_LENGTH_HEADER } from '../../src/domain/catalogue/catalogueContract';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { readPriceHistory } from './priceHistory';

const gunzipAsync = promisify(gunzip);

function acceptsGzip(header: string | undefined): boolean {
  return /\bgzip\b(?!;q=0(\.0*)?\b)/.test(header ?? '');
}

/**
 * The catalogue for devices (issue 12). Shared by every user, so nothing here is scoped by user; the
 * routes still sit behind sign-in like the rest of the API.
 */
export async function catalogueRoutes(app: FastifyInstance) {
  route(app, API.catalogue.download, async ({ query: { since, ratesSince } }, request, reply) => {
    // Kept compressed in memory and sent as is: the answer is the envelope, gzip on the wire.
    const built = await app.catalogueAnswers(app.db, { since, ratesSince });
    reply.header('ETag', built.etag).header('Cache-Control', 'private, no-cache');
    if (request.headers['if-none-match'] === built.etag) return reply.status(304).send();
    reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header(CATALOGUE_LENGTH_HEADER, String(built.bytes))
      .header('Vary', 'Accept-Encoding');
    if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(await gunzipAsync(built.gzipped));
    return reply.header('Content-Encoding', 'gzip').send(built.gzipped);
  });

  route(app, API.catalogue.priceHistory, async ({ query: { ids, days } }) => {
    return ok(await readPriceHistory(app.db, ids, days));
  });
}
