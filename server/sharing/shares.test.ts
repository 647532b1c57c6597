import { expect, it } from 'vitest';
import type { Collection } from '../../src/domain/schemas';
import type { CreatedShare, Share } from '../../src/domain/sharing/schema';
import { SHARE_TEXTS } from '../../src/domain/sharing/texts';
import { registerUser, type TestUser } from '../testing/apiClient';
import { describeEachBackend } from '../testing/backends';
import { signedInEachTest } from '../testing/signedIn';
import type { TestServer } from '../testing/startTestServer';

describeEachBackend('shares', (backend) => {
  let server: TestServer;
  let user: TestUser;
  let collection: Collection;
  const share = async (body: object, as = user) => {
    const answer = await as.api.post<CreatedShare>('/shares', body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data as CreatedShare;
  };
  const mine = async (as = user) => (await as.api.get<Share[]>('/shares')).body.data as Share[];

  signedInEachTest(backend, (given) => {
    ({ server, user, collection } = given);
  });

  it('creates a link with a long random token shown once, lists it by name and revokes it', async () => {
    const made = await share({
      kind: 'collection',
      targetId: collection.id,
      showPrices: true,
      expiresInDays: 7,
    });
    expect(made).toMatchObject({
      kind: 'collection',
      targetId: collection.id,
      targetName: 'Main',
      showPrices: true,
    });
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(made.path).toBe(`/s/${made.token}`);
    const days = (Date.parse(made.expiresAt as string) - Date.parse(made.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);
    const wants = await share({ kind: 'wants' });
    expect(wants).toMatchObject({ targetId: null, targetName: null, showPrices: false, expiresAt: null });

    const listed = await mine();
    expect(listed.map((row) => row.id)).toEqual([wants.id, made.id]);
    expect(JSON.stringify(listed)).not.toContain(made.token);

    expect((await user.api.delete(`/shares/${made.id}`)).body.data).toEqual({ id: made.id });
    expect((await user.api.delete(`/shares/${made.id}`)).status).toBe(200);
    expect((await mine()).find((row) => row.id === made.id)?.revokedAt).toEqual(expect.any(String));
  });

  it('keeps only the hash of a token', async () => {
    const made = await share({ kind: 'wants' });
    const stored = JSON.stringify(await server.app.db.execute('select * from shares'));
    expect(stored).not.toContain(made.token);
  });

  it('refuses another user’s collection or location and another user’s link (404, untouched)', async () => {
    const stranger = await registerUser(server.apiUrl);
    const foreign = await stranger.api.post('/shares', { kind: 'collection', targetId: collection.id });
    expect(foreign.status).toBe(404);
    const binder = await user.api.post<{ id: string }>('/locations', { name: 'Binder', kind: 'box' });
    const foreignPlace = await stranger.api.post('/shares', {
      kind: 'location',
      targetId: binder.body.data?.id,
    });
    expect(foreignPlace.status).toBe(404);
    const asCollection = await user.api.post('/shares', {
      kind: 'collection',
      targetId: binder.body.data?.id,
    });
    expect(asCollection.status).toBe(404);

    const made = await share({ kind: 'collection', targetId: collection.id });
    const revoke = await stranger.api.delete(`/shares/${made.id}`);
    expect(revoke.status).toBe(404);
    expect(revoke.body.error?.message).toBe(SHARE_TEXTS.notFound);
    expect(await mine(stranger)).toEqual([]);
    expect((await mine()).find((row) => row.id === made.id)?.revokedAt).toBeNull();
    expect((await user.api.delete('/shares/temp-1')).status).toBe(404);
  });

  it('answers 400 naming the field and 401 without a token', async () => {
    const noTarget = await user.api.post('/shares', { kind: 'location' });
    expect(noTarget.status).toBe(400);
    expect(noTarget.body.error?.message).toMatch(/^targetId/);
    const badExpiry = await user.api.post('/shares', { kind: 'wants', expiresInDays: 3 });
    expect(badExpiry.body.error?.message).toMatch(/^expiresInDays/);
    const badKind = await user.api.post('/shares', { kind: 'everything' });
    expect(badKind.body.error?.message).toMatch(/^kind/);
    expect((await user.api.get('/shares', { token: null })).status).toBe(401);
  });
});
