import { afterEach, describe, expect, it } from 'vitest';
import { FakeServer } from '../../../sync/testing/fakeServer';
import { createCollection } from '../collections/createCollection';
import { openUserDatabase } from '../database';
import {
  forgetDeviceSession,
  readDeviceSession,
  rememberDeviceSession,
  updateDeviceAccessToken,
} from '../deviceSession';
import { flushOutboxInWorker } from './backgroundSync';

afterEach(() => forgetDeviceSession());

describe('flushOutboxInWorker', () => {
  it("pushes the signed-in user's outbox with the session's access token", async () => {
    const userId = crypto.randomUUID();
    const page = openUserDatabase(userId);
    await createCollection(page, { name: 'Made offline' });
    page.close();
    await rememberDeviceSession(userId, 'token-1');
    await updateDeviceAccessToken('token-2');

    const server = new FakeServer();
    const tokensUsed: string[] = [];
    await flushOutboxInWorker({
      locks: null,
      transport: (accessToken) => {
        tokensUsed.push(accessToken);
        return server;
      },
    });

    expect(tokensUsed).toEqual(['token-2']);
    expect(server.rows('collections').map((row) => row.name)).toEqual(['Made offline']);
    const after = openUserDatabase(userId);
    expect(await after.outbox.count()).toBe(0);
    expect((await after.collections.toArray()).map((row) => row.id)).toEqual(['real-1']);
    await after.delete();
  });

  it('does nothing when no one is signed in on the device', async () => {
    const server = new FakeServer();
    await flushOutboxInWorker({ locks: null, transport: () => server });
    expect(server.calls).toEqual([]);
    expect(await readDeviceSession()).toBeNull();
  });
});
