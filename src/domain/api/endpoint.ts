import { z } from 'zod';
import { Id } from '../schemas/common';
import type { SyncEntity } from '../schemas/sync';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The `:name` segments of a path, as a union of names: `'/cards/:id'` → `'id'`. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** Every path parameter of the API is a record id. */
export type ParamsSchema<P extends string> = z.ZodObject<{ [K in PathParamNames<P>]: typeof Id }>;
export type PathParams<P extends string> = z.output<ParamsSchema<P>>;

/**
 * One endpoint of /api/v1, written once (DESIGN.md, Change sets): the server registers its route
 * from it, the client builds its path from it, the route table and the test double find it by it.
 */
export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  A extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: M;
  /** After /api/v1, in Fastify's syntax: `/cards/:id`. */
  path: P;
  /** Derived from `path`: one id per `:name` segment. */
  params: ParamsSchema<P>;
  query: Q;
  body: B;
  /** The envelope's `data` on success, where the answer has a shared schema. */
  answer: A;
  /** PUT is partial: only the fields sent change, so absent fields are not filled with defaults. */
  partialBody: boolean;
  /** A missing body counts as `{}` (logout without a refresh token). */
  optionalBody: boolean;
  /** Reachable without a token. */
  public: boolean;
  /** A larger body limit than the server's default 1 MB (bulk restores, push batches). */
  bodyLimit?: number;
  /** The synced tables its effect or answer reads or writes. */
  touches: readonly SyncEntity[];
}

interface EndpointSpec<M, P, Q, B, A> {
  method: M;
  path: P;
  query?: Q;
  body?: B;
  answer?: A;
  partialBody?: boolean;
  optionalBody?: boolean;
  public?: boolean;
  bodyLimit?: number;
  touches?: readonly SyncEntity[];
}

/** Declares an endpoint; its params schema comes from the `:name` segments of its path. */
export function endpoint<
  const M extends HttpMethod,
  const P extends string,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  A extends z.ZodType | undefined = undefined,
>(spec: EndpointSpec<M, P, Q, B, A>): Endpoint<M, P, Q, B, A> {
  const names = pathParamNames(spec.path);
  return {
    method: spec.method,
    path: spec.path,
    params: z.object(Object.fromEntries(names.map((name) => [name, Id]))) as ParamsSchema<P>,
    query: spec.query as Q,
    body: spec.body as B,
    answer: spec.answer as A,
    partialBody: spec.partialBody ?? false,
    optionalBody: spec.optionalBody ?? false,
    public: spec.public ?? false,
    ...(spec.bodyLimit === undefined ? {} : { bodyLimit: spec.bodyLimit }),
    touches: spec.touches ?? [],
  };
}

export function pathParamNames(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
}

/** Query values the client may send; undefined ones are left out. */
export type QueryValues = Record<string, string | number | boolean | undefined>;

/**
 * The concrete path of a call: `pathOf(API.cards.get, { id })` → `/cards/<id>`, plus the query when
 * one is given. Ids are sent as they are (uuids and `temp-<uuid>` need no escaping, and sync finds
 * temp ids in paths by segment).
 */
export function pathOf<P extends string>(
  target: Pick<Endpoint<HttpMethod, P>, 'path'>,
  ...[params, query]: PathParamNames<P> extends never
    ? [params?: Record<string, never>, query?: QueryValues]
    : [params: PathParams<P>, query?: QueryValues]
): string {
  const values = (params ?? {}) as Record<string, string>;
  const path = target.path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? String(values[segment.slice(1)]) : segment))
    .join('/');
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The params of `path` (no query) if it is a path of `target`, else undefined: how a test double and
 * the sync engine tell which endpoint a stored call is.
 */
export function matchPath<P extends string>(
  target: Pick<Endpoint<HttpMethod, P>, 'path'>,
  path: string,
): PathParams<P> | undefined {
  const wanted = target.path.split('/');
  const given = path.split('?')[0].split('/');
  if (wanted.length !== given.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = given[index];
    if (segment.startsWith(':')) {
      if (!value) return undefined;
      params[segment.slice(1)] = decodeURIComponent(value);
    } else if (segment !== value) return undefined;
  }
  return params as PathParams<P>;
}
