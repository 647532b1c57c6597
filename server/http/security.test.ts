import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AuthSession, Collection, TokenPair } from '../../src/domain/schemas';
import { registerUser, testApi } from '../testing/apiClient';
import { describeEachBackend } from '../testing/backends';
import { startTestServer, type TestServer } from '../testing/startTestServer';

describeEachBackend('headers, envelope errors and logs', (backend) => {
  let server: TestServer;
  const logLines: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({
      backend,
      cardDbUrl: 'http://127.0.0.1:9/cards-fixture',
      logStream: { write: (line) => logLines.push(line) },
    });
  });
  afterAll(() => server.stop());

  it('GET /config answers the card database URL without a token', async () => {
    const answer = await testApi(server.apiUrl).get('/config');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ cardDbUrl: 'http://127.0.0.1:9/cards-fixture' });
  });

  it('sends a CSP allowing the app, the card database and its image hosts, nosniff and a referrer policy', async () => {
    const { headers } = await testApi(server.apiUrl).get('/health');
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:9[; ]/);
    expect(csp).toContain('https://cards.scryfall.io');
    expect(csp).toContain('https://*.scryfall.io');
    // Scan's OCR engine: WebAssembly and workers from our origin, and nothing looser.
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(csp).toContain("worker-src 'self';");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('allows no cross-origin calls', async () => {
    const origin = { origin: 'https://evil.example' };
    const get = await testApi(server.apiUrl).get('/health', { headers: origin });
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${server.apiUrl}/collections`, {
      method: 'OPTIONS',
      headers: { ...origin, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers unknown API paths, oversized and non-JSON bodies with the envelope', async () => {
    const user = await registerUser(server.apiUrl);
    const unknown = await user.api.get('/no-such-thing');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, error: { message: 'Not found' } });
    const huge = await user.api.post('/collections', { name: 'x', description: 'y'.repeat(1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.body.success).toBe(false);
    const text = await user.api.request('POST', '/collections', {
      rawBody: '<name>x</name>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(text.status).toBe(415);
    expect(text.body.success).toBe(false);
  });

  it('takes a body-less DELETE sent with a JSON content type', async () => {
    const user = await registerUser(server.apiUrl);
    const made = (await user.api.post<Collection>('/collections', { name: 'Gone' })).body.data as Collection;
    const answer = await user.api.request('DELETE', `/collections/${made.id}`, {
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(200);
  });

  it('never logs passwords or tokens', async () => {
    const password = `pw-${randomUUID()}`;
    const user = await registerUser(server.apiUrl, { password });
    const login = await testApi(server.apiUrl).post<AuthSession>('/auth/login', {
      email: user.email,
      password,
    });
    const session = login.body.data as AuthSession;
    const rotated = await testApi(server.apiUrl).post<TokenPair>('/auth/refresh', {
      refreshToken: session.refreshToken,
    });
    await user.api.get('/auth/profile', { headers: { cookie: `session=${session.refreshToken}` } });
    await testApi(server.apiUrl).get('/auth/profile', { token: 'not-a-valid-token' });
    const log = logLines.join('');
    expect(log).toContain('/api/v1/auth/login');
    const secrets = [
      password,
      user.accessToken,
      user.refreshToken,
      session.accessToken,
      session.refreshToken,
      rotated.body.data?.accessToken as string,
      rotated.body.data?.refreshToken as string,
      'not-a-valid-token',
    ];
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});
