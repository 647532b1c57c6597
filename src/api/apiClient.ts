import type { z } from 'zod';
import { API, type HttpMethod } from '../domain/api';
import { API_BASE_PATH, API_TIMEOUT_MS, API_TIMEOUT_MS_PER_BODY_MB } from '../domain/limits';
import { ApiError } from './apiError';
import { createRefreshLock, type RefreshLock } from './refreshLock';
import type { TokenStore } from './tokenStore';

export type { HttpMethod } from '../domain/api';

/** A server answer, unthrown: the sync engine decides by status what to do with it. */
export interface ApiResponse {
  status: number;
  ok: boolean;
  /** The envelope's `data` when `success` was true. */
  data: unknown;
  /** The envelope's `error.message`, or null when the server gave none. */
  message: string | null;
}

export interface SendOptions {
  body?: unknown;
  idempotencyKey?: string;
  signal?: AbortSignal;
  /** A large download (the card catalogue) waits longer than a call. */
  timeoutMs?: number;
  /** Bytes of the body read so far, and the expected total when the server says it (else null). */
  onProgress?: (received: number, total: number | null) => void;
}

export interface RequestOptions<T> extends SendOptions {
  schema?: z.ZodType<T>;
  /** The spec's fallback message (part 1 §8, part 2 §8) when the server gives none. */
  fallbackMessage: string;
}

export interface ApiClientOptions {
  tokens: TokenStore;
  /** Origin of the server; empty for the page's own origin. */
  origin?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Called once the refresh token is refused: the app sends the user to /login. Data is kept. */
  onSessionExpired?: () => void;
  refreshLock?: RefreshLock;
  /**
   * False where a rotated token could not be stored for the page (the service worker): a 401 is
   * then answered as it is, and the page refreshes at its next call.
   */
  refreshTokens?: boolean;
}

export interface ApiClient {
  send(method: HttpMethod, path: string, options?: SendOptions): Promise<ApiResponse>;
  request<T>(method: HttpMethod, path: string, options: RequestOptions<T>): Promise<T>;
}

const MB = 1024 * 1024;

/** How long a call with a body of `bodyLength` characters waits: `timeoutMs`, longer for a body past 1 MB. */
export function bodyTimeoutMs(timeoutMs: number, bodyLength: number): number {
  return timeoutMs + Math.floor(bodyLength / MB) * API_TIMEOUT_MS_PER_BODY_MB;
}

/**
 * The one HTTP client of the app and the sync engine (part 1 §7): JSON, the envelope, a bearer
 * token, a 10 s timeout (longer for a large body), and on a 401 one refresh and one retry of the original request.
 * No answer at all (offline, timeout) throws an ApiError with status 0.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  const refreshLock = options.refreshLock ?? createRefreshLock();
  const base = `${options.origin ?? ''}${API_BASE_PATH}`;

  async function exchange(
    method: HttpMethod,
    path: string,
    accessToken: string | undefined,
    sendOptions: SendOptions,
  ): Promise<ApiResponse> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (sendOptions.body !== undefined) headers['Content-Type'] = 'application/json';
    if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    if (sendOptions.idempotencyKey) headers['Idempotency-Key'] = sendOptions.idempotencyKey;
    const body = sendOptions.body === undefined ? undefined : JSON.stringify(sendOptions.body);
    const timeout = AbortSignal.timeout(sendOptions.timeoutMs ?? bodyTimeoutMs(timeoutMs, body?.length ?? 0));
    const signal = sendOptions.signal ? AbortSignal.any([sendOptions.signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers,
        body,
        signal,
      });
    } catch (error) {
      const message = timeout.aborted
        ? 'The server did not answer in time'
        : 'The server could not be reached';
      throw new ApiError(sendOptions.signal?.aborted ? 'Request cancelled' : message, 0, { cause: error });
    }
    if (!sendOptions.onProgress) return readEnvelope(response);
    try {
      return await readEnvelope(response, sendOptions.onProgress);
    } catch (error) {
      // The connection broke while the body came in: no answer, like a network error.
      throw new ApiError('The server could not be reached', 0, { cause: error });
    }
  }

  /** True when a fresh access token is in the store afterwards. */
  function refresh(rejectedAccessToken: string): Promise<boolean> {
    return refreshLock(async () => {
      const current = options.tokens.read();
      if (!current) return false;
      // Another request or tab refreshed while this one waited for the lock: use its tokens.
      if (current.accessToken !== rejectedAccessToken) return true;
      const { method, path } = API.public.refresh;
      const answer = await exchange(method, path, undefined, {
        body: { refreshToken: current.refreshToken },
      });
      const tokens = answer.ok ? API.public.refresh.answer.safeParse(answer.data) : null;
      if (tokens?.success) {
        options.tokens.write(tokens.data);
        return true;
      }
      if (answer.status >= 500 || answer.status === 429) return false;
      options.tokens.clear();
      options.onSessionExpired?.();
      return false;
    });
  }

  async function send(method: HttpMethod, path: string, sendOptions: SendOptions = {}): Promise<ApiResponse> {
    const accessToken = options.tokens.read()?.accessToken;
    const first = await exchange(method, path, accessToken, sendOptions);
    if (first.status !== 401 || !accessToken || path.startsWith(API.public.refresh.path)) return first;
    if (options.refreshTokens === false) return first;
    if (!(await refresh(accessToken))) return first;
    return exchange(method, path, options.tokens.read()?.accessToken, sendOptions);
  }

  async function request<T>(method: HttpMethod, path: string, requestOptions: RequestOptions<T>): Promise<T> {
    const answer = await send(method, path, requestOptions);
    if (!answer.ok) throw new ApiError(answer.message ?? requestOptions.fallbackMessage, answer.status);
    if (!requestOptions.schema) return answer.data as T;
    const parsed = requestOptions.schema.safeParse(answer.data);
    if (!parsed.success) throw new ApiError(requestOptions.fallbackMessage, answer.status);
    return parsed.data;
  }

  return { send, request };
}

/** The unpacked body's size: the catalogue names it (the wire carries gzip), other answers their length. */
const LENGTH_HEADERS = ['x-catalogue-bytes', 'content-length'];

async function readWithProgress(response: Response, onProgress: NonNullable<SendOptions['onProgress']>) {
  const named = LENGTH_HEADERS.map((name) => Number(response.headers.get(name))).find((n) => n > 0);
  const total = named ?? null;
  const reader = response.body?.getReader();
  if (!reader) return response.text();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let received = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    received += chunk.value.byteLength;
    parts.push(decoder.decode(chunk.value, { stream: true }));
    onProgress(received, total);
  }
  parts.push(decoder.decode());
  return parts.join('');
}

async function readEnvelope(
  response: Response,
  onProgress?: SendOptions['onProgress'],
): Promise<ApiResponse> {
  let body: unknown = null;
  const text = onProgress ? await readWithProgress(response, onProgress) : null;
  try {
    body = text === null ? await response.json() : JSON.parse(text);
  } catch {
    // Not JSON (a proxy's error page, an empty 204): the status alone speaks.
  }
  const envelope = (body ?? {}) as { success?: boolean; data?: unknown; error?: { message?: unknown } };
  const message = typeof envelope.error?.message === 'string' ? envelope.error.message : null;
  const ok = response.ok && envelope.success !== false;
  return { status: response.status, ok, data: ok ? envelope.data : undefined, message };
}
