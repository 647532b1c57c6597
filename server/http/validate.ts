import type { z } from 'zod';
import { StatusError } from '../errors/statusError';

type Where = 'body' | 'query' | 'params';

const WHAT: Record<Where, string> = {
  body: 'Request body must be a JSON object',
  query: 'Query parameters are invalid',
  params: 'Path parameters are invalid',
};

/**
 * Parses a body, query or params with the shared zod schema. Bad input answers 400 with a message
 * naming the field, e.g. "name: Collection name is required", so the client can show it as is.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, where: Where): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new StatusError(400, describeIssue(result.error.issues[0], where));
}

function describeIssue(issue: z.core.$ZodIssue | undefined, where: Where): string {
  if (!issue) return WHAT[where];
  const field = issue.path.map(String).join('.');
  if (!field) return issue.code === 'invalid_type' ? WHAT[where] : `${where}: ${issue.message}`;
  // zod's own text for a missing field is "Invalid input: expected string, received undefined".
  if (issue.code === 'invalid_type' && issue.message.endsWith('received undefined'))
    return `${field}: is required`;
  return `${field}: ${issue.message}`;
}

const SERVER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Server ids are uuids. Anything else (a device's `temp-…` id, garbage) names no row, so lookups
 * answer "not found" without asking the database (which would reject the cast).
 */
export const isServerId = (id: string) => SERVER_ID.test(id);

/**
 * For PUT (partial update). The shared `…Update` schemas are `.partial()` of schemas with defaults,
 * and zod fills those defaults in for absent fields; keeping only the fields the client sent makes
 * "only the fields sent change" (DESIGN.md, Conflicts) hold.
 */
export function parsePartialBody<S extends z.ZodType>(schema: S, body: unknown): Partial<z.output<S>> {
  const parsed = parseInput(schema, body, 'body') as Record<string, unknown>;
  const sent = body as Record<string, unknown>;
  return Object.fromEntries(Object.entries(parsed).filter(([key]) => Object.hasOwn(sent, key))) as Partial<
    z.output<S>
  >;
}
