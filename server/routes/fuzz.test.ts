import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachBackend } from '../testing/backends';
import { type RouteCase, routeTable, type SeededUser, seedUser } from '../testing/routeTable';
import { startTestServer, type TestServer } from '../testing/startTestServer';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every place inside a JSON value, as a path of keys and indexes, the root included. */
function pathsOf(value: unknown, prefix: Array<string | number> = []): Array<Array<string | number>> {
  const here = [prefix];
  if (Array.isArray(value)) return here.concat(value.flatMap((item, i) => pathsOf(item, [...prefix, i])));
  if (value && typeof value === 'object') {
    return here.concat(Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...prefix, key])));
  }
  return here;
}

function replaceAt(value: unknown, path: Array<string | number>, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...Array<string | number>];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = replaceAt(copy[head], rest, replacement);
  return copy;
}

/** Bodies near the valid one (one value anywhere swapped, a key added) and far from it (any JSON). */
function bodies(valid: unknown): fc.Arbitrary<{ raw: string }> {
  const paths = pathsOf(valid);
  const near = fc
    .tuple(fc.constantFrom(...paths), fc.jsonValue({ maxDepth: 3 }))
    .map(([path, replacement]) => replaceAt(valid, path, replacement));
  const extraKey = fc
    .tuple(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }))
    .map(([key, extra]) => ({ ...(valid as object), [key]: extra }));
  const edgeValues = fc
    .tuple(
      fc.constantFrom(...paths),
      fc.constantFrom<Json>(
        '',
        ' ',
        'x'.repeat(100_000),
        -1,
        0,
        1e308,
        -1e308,
        2 ** 53 + 1,
        0.1,
        [],
        {},
        '\u0000',
        '🂡',
      ),
    )
    .map(([path, replacement]) => replaceAt(valid, path, replacement));
  const json = fc.oneof(near, near, extraKey, edgeValues, fc.jsonValue({ maxDepth: 4 })).map((body) => ({
    raw: JSON.stringify(body),
  }));
  const malformed = fc.string({ maxLength: 40 }).map((text) => ({ raw: `{${text}` }));
  return fc.oneof(json, json, json, malformed);
}

const writes = routeTable.filter((row) => row.method === 'POST' || row.method === 'PUT');

describeEachBackend('fuzzed bodies never get a 5xx', (backend) => {
  let server: TestServer;
  let owner: SeededUser;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    owner = await seedUser(server.apiUrl);
  });
  afterAll(() => server.stop());

  it.each(writes.map((row) => [`${row.method} ${row.route}`, row] as const))(
    '%s',
    async (_name, row: RouteCase) => {
      const path = row.path?.(owner.ids) ?? row.route;
      await fc.assert(
        fc.asyncProperty(bodies(row.body?.(owner.ids) ?? {}), async ({ raw }) => {
          const answer = await owner.api.request(row.method, path, { rawBody: raw });
          expect(answer.status, raw.slice(0, 300)).toBeLessThan(500);
          expect(typeof answer.body.success).toBe('boolean');
        }),
        { numRuns: 25 },
      );
    },
  );
});
