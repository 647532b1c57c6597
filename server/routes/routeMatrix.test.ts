import { afterAll, beforeAll, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '../../src/domain/api';
import { registerUser, type TestUser } from '../testing/apiClient';
import { describeEachBackend } from '../testing/backends';
import {
  publicRoutes,
  registeredApiRoutes,
  routeTable,
  type SeededUser,
  seedUser,
} from '../testing/routeTable';
import { startTestServer, type TestServer } from '../testing/startTestServer';

/**
 * The cross-user / 401 / 400 matrix, generated from the route table: every signed-in route, for
 * every row, without a token, with bad input, with another user's ids, and then for real.
 */
describeEachBackend('route matrix', (backend) => {
  let server: TestServer;
  /** Reads change nothing, so GET rows share one owner and one stranger; writes get fresh ones. */
  let readers: Promise<[SeededUser, TestUser]> | undefined;

  beforeAll(async () => {
    server = await startTestServer({ backend });
  });
  afterAll(() => server.stop());

  it('has a row for every route the server registers', () => {
    const tabled = routeTable.map((row) => `${row.method} ${row.route}`);
    expect(new Set(tabled).size).toBe(tabled.length);
    expect([...tabled, ...publicRoutes].sort()).toEqual(registeredApiRoutes(server.app));
  });

  it('registers exactly the endpoints of the contract table', () => {
    const declared = ALL_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(declared).size).toBe(declared.length);
    expect(declared.sort()).toEqual(registeredApiRoutes(server.app));
  });

  it.each(routeTable.map((row) => [`${row.method} ${row.route}`, row] as const))('%s', async (_name, row) => {
    const fresh = async () => Promise.all([seedUser(server.apiUrl), registerUser(server.apiUrl)]);
    if (row.method === 'GET') readers ??= fresh();
    const [owner, stranger] = await (row.method === 'GET' && readers ? readers : fresh());
    const path = row.path?.(owner.ids) ?? row.route;
    const body = row.body?.(owner.ids);
    const ownerFeed = async () => (await owner.api.get('/sync/changes?limit=1000')).body;

    const anonymous = await owner.api.request(row.method, path, { token: null, body });
    expect(anonymous.status, 'without a token').toBe(401);
    expect(anonymous.body.success).toBe(false);

    if (row.badBody) {
      const bad = await owner.api.request(row.method, path, { body: row.badBody.body });
      expect(bad.status, 'bad body').toBe(400);
      expect(bad.body.error?.message).toMatch(new RegExp(`^${row.badBody.field}[.:]`));
    }
    if (row.badQuery) {
      const bad = await owner.api.request(row.method, `${path.split('?')[0]}?${row.badQuery.query}`);
      expect(bad.status, 'bad query').toBe(400);
      expect(bad.body.error?.message).toMatch(new RegExp(`^${row.badQuery.field}[.:]`));
    }
    if (row.namesRecords) {
      const before = await ownerFeed();
      const foreign = await stranger.api.request(row.method, path, { body });
      expect(foreign.status, 'another user’s ids').toBe(404);
      expect(foreign.body.error?.message).toMatch(/not found/i);
      expect(await ownerFeed(), 'the owner’s data is untouched').toEqual(before);
    }

    const success = await owner.api.request(row.method, path, { body });
    expect(success.status, JSON.stringify(success.body)).toBe(row.status ?? 200);
    expect(success.body.success).toBe(true);
  });
});
