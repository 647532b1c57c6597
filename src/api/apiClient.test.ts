import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { API_TIMEOUT_MS, API_TIMEOUT_MS_PER_BODY_MB } from '../domain/limits';
import { bodyTimeoutMs, createApiClient } from './apiClient';
import { ApiError } from './apiError';
import { memoryTokenStore } from './tokenStore';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch that records every call and answers from the handler. */
function scriptedFetch(handler: Handler) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    return handler(String(input), init);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const header = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];

describe('createApiClient', () => {
  it('sends JSON with the bearer token and idempotency key, and unwraps the envelope', async () => {
    const { fetch, calls } = scriptedFetch(() => json(201, { success: true, data: { id: 'c1' } }));
    const client = createApiClient({
      fetch,
      tokens: memoryTokenStore({ accessToken: 'a1', refreshToken: 'r1' }),
    });

    const data = await client.request('POST', '/collections', {
      body: { name: 'Binder' },
      idempotencyKey: 'key-1',
      schema: z.object({ id: z.string() }),
      fallbackMessage: 'Failed to create collection',
    });

    expect(data).toEqual({ id: 'c1' });
    expect(calls[0].url).toBe('/api/v1/collections');
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.body).toBe('{"name":"Binder"}');
    expect(header(calls[0].init, 'Authorization')).toBe('Bearer a1');
    expect(header(calls[0].init, 'Idempotency-Key')).toBe('key-1');
  });

  it("throws the server's message, else the spec's fallback", async () => {
    let body: unknown = { success: false, error: { message: 'Collection not found' } };
    const { fetch } = scriptedFetch(() => json(404, body));
    const client = createApiClient({ fetch, tokens: memoryTokenStore() });
    const call = () =>
      client.request('GET', '/collections/x', { fallbackMessage: 'Failed to fetch collection' });

    await expect(call()).rejects.toMatchObject({ message: 'Collection not found', status: 404 });
    body = 'not an envelope';
    await expect(call()).rejects.toMatchObject({ message: 'Failed to fetch collection', status: 404 });
  });

  it('treats an answer that does not match the schema as a failure', async () => {
    const { fetch } = scriptedFetch(() => json(200, { success: true, data: { id: 42 } }));
    const client = createApiClient({ fetch, tokens: memoryTokenStore() });
    await expect(
      client.request('GET', '/x', {
        schema: z.object({ id: z.string() }),
        fallbackMessage: 'Failed to fetch cards',
      }),
    ).rejects.toMatchObject({ message: 'Failed to fetch cards' });
  });

  it('on a 401 refreshes once, stores the new tokens and retries the request', async () => {
    const tokens = memoryTokenStore({ accessToken: 'old', refreshToken: 'r-old' });
    const { fetch, calls } = scriptedFetch((url, init) => {
      if (url.endsWith('/auth/refresh')) {
        expect(JSON.parse(String(init.body))).toEqual({ refreshToken: 'r-old' });
        return json(200, { success: true, data: { accessToken: 'new', refreshToken: 'r-new' } });
      }
      return header(init, 'Authorization') === 'Bearer new'
        ? json(200, { success: true, data: ['ok'] })
        : json(401, { success: false, error: { message: 'Token expired' } });
    });
    const client = createApiClient({ fetch, tokens });

    await expect(client.request('GET', '/collections', { fallbackMessage: 'x' })).resolves.toEqual(['ok']);
    expect(tokens.read()).toEqual({ accessToken: 'new', refreshToken: 'r-new' });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/v1/collections',
      '/api/v1/auth/refresh',
      '/api/v1/collections',
    ]);
  });

  it('shares one refresh between requests that got a 401 at the same time', async () => {
    const tokens = memoryTokenStore({ accessToken: 'old', refreshToken: 'r-old' });
    let refreshes = 0;
    const { fetch } = scriptedFetch(async (url, init) => {
      if (url.endsWith('/auth/refresh')) {
        refreshes++;
        await new Promise((resolve) => setTimeout(resolve, 10));
        return json(200, { success: true, data: { accessToken: 'new', refreshToken: 'r-new' } });
      }
      return header(init, 'Authorization') === 'Bearer new'
        ? json(200, { success: true, data: url })
        : json(401, { success: false, error: { message: 'expired' } });
    });
    const client = createApiClient({ fetch, tokens });

    const answers = await Promise.all(
      ['/a', '/b', '/c'].map((path) => client.request('GET', path, { fallbackMessage: 'x' })),
    );
    expect(answers).toEqual(['/api/v1/a', '/api/v1/b', '/api/v1/c']);
    expect(refreshes).toBe(1);
  });

  it('when the refresh is refused, clears the tokens and reports the expired session once', async () => {
    const tokens = memoryTokenStore({ accessToken: 'old', refreshToken: 'r-old' });
    const onSessionExpired = vi.fn();
    const { fetch } = scriptedFetch((url) =>
      url.endsWith('/auth/refresh')
        ? json(401, { success: false, error: { message: 'Invalid refresh token' } })
        : json(401, { success: false, error: { message: 'Token expired' } }),
    );
    const client = createApiClient({ fetch, tokens, onSessionExpired });

    const answer = await client.send('PUT', '/collections/c1', { body: { name: 'x' } });
    expect(answer).toMatchObject({ status: 401, ok: false, message: 'Token expired' });
    expect(tokens.read()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('keeps the tokens when the refresh call itself cannot reach the server', async () => {
    const tokens = memoryTokenStore({ accessToken: 'old', refreshToken: 'r-old' });
    const { fetch } = scriptedFetch((url) => {
      if (url.endsWith('/auth/refresh')) throw new TypeError('Failed to fetch');
      return json(401, { success: false, error: { message: 'expired' } });
    });
    const client = createApiClient({ fetch, tokens });

    await expect(client.send('GET', '/collections')).rejects.toMatchObject({ status: 0 });
    expect(tokens.read()).toEqual({ accessToken: 'old', refreshToken: 'r-old' });
  });

  it('with refreshTokens false, answers the 401 as it is and never touches the tokens', async () => {
    const tokens = memoryTokenStore({ accessToken: 'old', refreshToken: 'r-old' });
    const { fetch, calls } = scriptedFetch(() =>
      json(401, { success: false, error: { message: 'expired' } }),
    );
    const client = createApiClient({ fetch, tokens, refreshTokens: false });
    await expect(client.send('POST', '/sync/push', { body: {} })).resolves.toMatchObject({ status: 401 });
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/sync/push']);
    expect(tokens.read()).toEqual({ accessToken: 'old', refreshToken: 'r-old' });
  });

  it('gives up after the timeout with a status-0 error', async () => {
    const { fetch } = scriptedFetch(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const client = createApiClient({ fetch, tokens: memoryTokenStore(), timeoutMs: 20 });
    const error = await client.send('GET', '/collections').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 0,
      isNetworkError: true,
      message: 'The server did not answer in time',
    });
  });

  it('waits longer for a body past 1 MB: a 20,000-line import is one call of several MB', async () => {
    const MB = 1024 * 1024;
    expect(bodyTimeoutMs(API_TIMEOUT_MS, 2000)).toBe(API_TIMEOUT_MS);
    expect(bodyTimeoutMs(API_TIMEOUT_MS, 6.5 * MB)).toBe(API_TIMEOUT_MS + 6 * API_TIMEOUT_MS_PER_BODY_MB);
    // Answers after 100 ms unless the client gives up first.
    const slow: Handler = (_url, init) =>
      new Promise<Response>((resolve, reject) => {
        const answer = setTimeout(() => resolve(json(201, { success: true, data: {} })), 100);
        init.signal?.addEventListener('abort', () => {
          clearTimeout(answer);
          reject(init.signal?.reason);
        });
      });
    const client = createApiClient({
      fetch: scriptedFetch(slow).fetch,
      tokens: memoryTokenStore(),
      timeoutMs: 20,
    });
    await expect(
      client.send('POST', '/sync/push', { body: { text: 'x'.repeat(2 * MB) } }),
    ).resolves.toMatchObject({
      status: 201,
    });
    await expect(client.send('POST', '/sync/push', { body: { text: 'x' } })).rejects.toMatchObject({
      status: 0,
    });
  });
});
