import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fail } from '../http/envelope';
import { healthRoutes } from '../routes/health';
import { NOT_BUILT_MESSAGE, staticSite } from './staticSite';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const BIG_SCRIPT = `export const rows = [${'"a row of text that compresses well", '.repeat(200)}];`;

/** The same arrangement as server/app.ts: the API block first, with its own 404, then the site. */
async function appServing(distDir: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      api.setNotFoundHandler((_request, reply) => reply.status(404).send(fail('Not found')));
    },
    { prefix: '/api/v1' },
  );
  await app.register(staticSite, { distDir });
  return app;
}

function writeDist(dir: string) {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  mkdirSync(path.join(dir, 'icons'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"Cardfolio"}');
  writeFileSync(path.join(dir, 'assets', 'index-Ab12Cd34.js'), BIG_SCRIPT);
  writeFileSync(path.join(dir, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
}

let dir: string;
let app: FastifyInstance;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'cardfolio-dist-'));
});
afterEach(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('staticSite with a built app', () => {
  beforeEach(async () => {
    writeDist(dir);
    app = await appServing(dir);
  });

  it('serves index.html at / and asks for revalidation', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX_HTML);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends the service worker and the manifest no-cache, hashed assets immutable, icons briefly', async () => {
    const header = async (url: string) => (await app.inject({ url })).headers['cache-control'];
    expect(await header('/sw.js')).toBe('no-cache');
    expect(await header('/manifest.webmanifest')).toBe('no-cache');
    expect(await header('/assets/index-Ab12Cd34.js')).toBe('public, max-age=31536000, immutable');
    expect(await header('/icons/icon-192.png')).toBe('public, max-age=3600');
  });

  it('answers deep links and reloads of in-app routes with index.html', async () => {
    for (const url of ['/login', '/collections/42/cards', '/some/path?tab=admin']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(INDEX_HTML);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const head = await app.inject({ method: 'HEAD', url: '/login' });
    expect(head.statusCode).toBe(200);
  });

  it('keeps missing files a 404 rather than handing out the page as a script or image', async () => {
    for (const url of ['/assets/index-Gone9999.js', '/logo.png', '/icons/none.png']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('<div id="root">');
    }
  });

  it('leaves the API to the API: health answers, unknown API paths get the JSON envelope', async () => {
    const health = await app.inject({ url: '/api/v1/health' });
    expect(health.json()).toEqual({ success: true, data: { status: 'ok' } });
    for (const request of [
      { method: 'GET' as const, url: '/api/v1/nothing-here' },
      { method: 'POST' as const, url: '/api/v1/nothing-here' },
      { method: 'GET' as const, url: '/api/v2/health' },
      { method: 'GET' as const, url: '/api' },
    ]) {
      const res = await app.inject(request);
      expect(res.statusCode, request.url).toBe(404);
      expect(res.json()).toEqual({ success: false, error: { message: 'Not found' } });
    }
  });

  it('answers other methods outside the API with a 404, not the page', async () => {
    const res = await app.inject({ method: 'POST', url: '/login' });
    expect(res.statusCode).toBe(404);
  });

  it('compresses text assets for clients that accept gzip', async () => {
    const res = await app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 5);
    expect(gunzipSync(res.rawPayload).toString()).toBe(BIG_SCRIPT);
  });
});

describe('staticSite without a build', () => {
  it('keeps the API working and tells the visitor to build, until dist/ appears', async () => {
    app = await appServing(path.join(dir, 'dist'));
    const health = await app.inject({ url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);

    for (const url of ['/', '/login']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(503);
      expect(res.body).toBe(NOT_BUILT_MESSAGE);
      expect(res.body).toContain('npm run build');
    }

    writeDist(path.join(dir, 'dist'));
    const afterBuild = await app.inject({ url: '/' });
    expect(afterBuild.statusCode).toBe(200);
    expect(afterBuild.body).toBe(INDEX_HTML);
  });
});
