import { expect, it } from 'vitest';
import { ALERT_TEXTS } from '../../src/domain/alerts/alertTexts';
import type { Alert } from '../../src/domain/alerts/schema';
import type { Want } from '../../src/domain/wants/schema';
import { registerUser, type TestUser } from '../testing/apiClient';
import { describeEachBackend } from '../testing/backends';
import { signedInEachTest } from '../testing/signedIn';
import type { TestServer } from '../testing/startTestServer';

const BOLT = 'b01d8e8d-8f97-5e56-9f70-cc2471e95c1b';

describeEachBackend('alert routes', (backend) => {
  let server: TestServer;
  let user: TestUser;

  signedInEachTest(backend, (given) => {
    ({ server, user } = given);
  });

  it('creates unfired, lists, marks seen and deletes an alert', async () => {
    const answer = await user.api.post<Alert>('/alerts', {
      printingId: BOLT,
      label: ' Lightning Bolt (LEA) ',
      kind: 'change',
      threshold: 25,
      referencePrice: 13.82,
    });
    expect(answer.status).toBe(201);
    const alert = answer.body.data as Alert;
    expect(alert).toMatchObject({
      label: 'Lightning Bolt (LEA)',
      wantId: null,
      finish: 'any',
      holding: false,
      firedOn: null,
      seenOn: null,
    });
    const seen = await user.api.put<Alert>(`/alerts/${alert.id}`, { seenOn: '2026-11-22' });
    expect(seen.body.data).toMatchObject({ id: alert.id, seenOn: '2026-11-22', kind: 'change' });
    expect(((await user.api.get<Alert[]>('/alerts')).body.data ?? []).map((row) => row.id)).toEqual([
      alert.id,
    ]);
    expect((await user.api.delete(`/alerts/${alert.id}`)).status).toBe(200);
    expect((await user.api.get(`/alerts/${alert.id}`)).status).toBe(404);
  });

  it('refuses a bad alert naming the field, and writes nothing', async () => {
    const both = await user.api.post('/alerts', {
      printingId: BOLT,
      wantId: BOLT,
      label: 'x',
      kind: 'above',
      threshold: 1,
    });
    expect(both.status).toBe(400);
    expect(both.body.error?.message).toContain(ALERT_TEXTS.oneTarget);
    const noReference = await user.api.post('/alerts', {
      printingId: BOLT,
      label: 'x',
      kind: 'change',
      threshold: 10,
    });
    expect(noReference.body.error?.message).toContain(ALERT_TEXTS.referenceNeeded);
    const negative = await user.api.post('/alerts', {
      printingId: BOLT,
      label: 'x',
      kind: 'below',
      threshold: -1,
    });
    expect(negative.body.error?.message).toContain(ALERT_TEXTS.priceRange);
    expect((await user.api.get<Alert[]>('/alerts')).body.data).toEqual([]);
  });

  it("answers 404 for another user's alert and another user's want", async () => {
    const stranger = await registerUser(server.apiUrl);
    const theirWant = (await stranger.api.post<Want>('/wants', { name: 'Black Lotus', quantity: 1 })).body
      .data as Want;
    const onTheirWant = await user.api.post('/alerts', {
      wantId: theirWant.id,
      label: 'x',
      kind: 'below',
      threshold: 1,
    });
    expect(onTheirWant.status).toBe(404);
    const theirs = (
      await stranger.api.post<Alert>('/alerts', {
        wantId: theirWant.id,
        label: 'Lotus',
        kind: 'below',
        threshold: 1,
      })
    ).body.data as Alert;
    for (const call of [
      user.api.get(`/alerts/${theirs.id}`),
      user.api.put(`/alerts/${theirs.id}`, { seenOn: '2026-11-22' }),
      user.api.delete(`/alerts/${theirs.id}`),
    ]) {
      const answer = await call;
      expect(answer.status).toBe(404);
      expect(answer.body.error?.message).toBe(ALERT_TEXTS.notFound);
    }
    expect((await stranger.api.get(`/alerts/${theirs.id}`)).body.data).toMatchObject({ seenOn: null });
  });
});
