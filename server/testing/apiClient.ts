import { randomUUID } from 'node:crypto';
import type { AuthSession } from '../../src/domain/schemas';

/** What a test reads from an answer: status, the envelope, headers. */
export interface Answer<T = unknown> {
  status: number;
  body: { success: boolean; data?: T; error?: { message: string } };
  headers: Headers;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as is (for malformed-JSON tests); wins over `body`. */
  rawBody?: string;
  token?: string | null;
  idempotencyKey?: string;
  headers?: Record<string, string>;
}

export interface TestApi {
  request<T = unknown>(method: string, path: string, options?: RequestOptions): Promise<Answer<T>>;
  get<T = unknown>(path: string, options?: RequestOptions): Promise<Answer<T>>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<Answer<T>>;
  put<T = unknown>(path: string, body?: unknown, options?: RequestOptions): Promise<Answer<T>>;
  delete<T = unknown>(path: string, options?: RequestOptions): Promise<Answer<T>>;
}

/** A tiny fetch client for `/api/v1` with a default bearer token. */
export function testApi(apiUrl: string, defaultToken?: string): TestApi {
  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    const token = options.token === undefined ? defaultToken : options.token;
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
    let body: string | undefined = options.rawBody;
    if (body === undefined && options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(`${apiUrl}${path}`, { method, headers, body });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : {}, headers: response.headers };
  }
  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
  };
}

export interface TestUser extends AuthSession {
  email: string;
  password: string;
  /** Client with this user's access token. */
  api: TestApi;
}

/** Registers a fresh user (unique email) and answers its session and a client signed in as it. */
export async function registerUser(
  apiUrl: string,
  overrides: Partial<{ username: string; email: string; password: string }> = {},
): Promise<TestUser> {
  const email = overrides.email ?? `user-${randomUUID()}@example.test`;
  const password = overrides.password ?? 'correct horse battery';
  const answer = await testApi(apiUrl).post<AuthSession>('/auth/register', {
    username: overrides.username ?? 'Collector',
    email,
    password,
  });
  if (answer.status !== 201 || !answer.body.data) {
    throw new Error(`register failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return { ...answer.body.data, email, password, api: testApi(apiUrl, answer.body.data.accessToken) };
}
