import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { ChangesPage, SealedDefinition } from '../../src/domain/schemas';
import { registerUser, type TestUser } from '../testing/apiClient';
import { describeEachBackend } from '../testing/backends';
import { createCollection } from '../testing/cardFixtures';
import { createDefinition, createSealedProduct, definitionInput } from '../testing/sealedFixtures';
import { startTestServer, type TestServer } from '../testing/startTestServer';
import { DEFINITION_IN_USE } from './definitionMutations';
import { DEFINITION_NOT_FOUND, DUPLICATE_DEFINITION } from './definitionQueries';

describeEachBackend('sealed product definitions', (backend) => {
  let server: TestServer;
  let user: TestUser;
  const names = async () =>
    ((await user.api.get<SealedDefinition[]>('/sealed-products/definitions')).body.data ?? []).map(
      (d) => d.name,
    );

  beforeAll(async () => {
    server = await startTestServer({ backend });
  });
  afterAll(() => server.stop());
  beforeEach(async () => {
    user = await registerUser(server.apiUrl);
  });

  it('creates with 201 and defaults, reads by id, lists by name', async () => {
    const answer = await user.api.post<SealedDefinition>(
      '/sealed-products/definitions',
      definitionInput({ name: ' Zendikar Box ', type: 'Booster Box' }),
    );
    expect(answer.status).toBe(201);
    const definition = answer.body.data as SealedDefinition;
    expect(definition).toMatchObject({
      name: 'Zendikar Box',
      set: 'Alpha',
      type: 'Booster Box',
      description: '',
      releaseDate: null,
      imageUrl: '',
      isActive: true,
    });
    expect((await user.api.get(`/sealed-products/definitions/${definition.id}`)).body.data).toEqual(
      definition,
    );
    await createDefinition(user, {
      name: 'alpha deck',
      type: 'Preconstructed Deck',
      releaseDate: '1993-08-05',
    });
    expect(await names()).toEqual(['alpha deck', 'Zendikar Box']);
  });

  it('is unique by lowercase name, set and type, per user', async () => {
    await createDefinition(user);
    const duplicate = await user.api.post(
      '/sealed-products/definitions',
      definitionInput({ name: ' ALPHA booster', set: 'alpha' }),
    );
    expect([duplicate.status, duplicate.body.error?.message]).toEqual([409, DUPLICATE_DEFINITION]);
    expect(
      (await user.api.post('/sealed-products/definitions', definitionInput({ type: 'Booster Box' }))).status,
    ).toBe(201);
    const stranger = await registerUser(server.apiUrl);
    expect((await stranger.api.post('/sealed-products/definitions', definitionInput())).status).toBe(201);
    expect(await names()).toEqual(['Alpha Booster', 'Alpha Booster']);
  });

  it('updates only the fields sent; a rename onto another definition is a 409', async () => {
    const pack = await createDefinition(user, { description: 'kept' });
    const box = await createDefinition(user, { type: 'Booster Box' });
    const answer = await user.api.put<SealedDefinition>(`/sealed-products/definitions/${pack.id}`, {
      isActive: false,
    });
    expect(answer.body.data).toMatchObject({
      id: pack.id,
      isActive: false,
      description: 'kept',
      type: 'Booster Pack',
    });
    const clash = await user.api.put(`/sealed-products/definitions/${box.id}`, {
      type: 'Booster Pack',
    });
    expect([clash.status, clash.body.error?.message]).toEqual([409, DUPLICATE_DEFINITION]);
    expect(
      (await user.api.put(`/sealed-products/definitions/${box.id}`, { name: 'Alpha Booster' })).status,
    ).toBe(200);
    const missing = await user.api.put('/sealed-products/definitions/5f0e0e7c-3c1b-4a39-9d5c-1d7a7a7a7a7a', {
      name: 'X',
    });
    expect([missing.status, missing.body.error?.message]).toEqual([404, DEFINITION_NOT_FOUND]);
  });

  it('a rename gives its instances new revisions, so the feed sends them with the new name', async () => {
    const definition = await createDefinition(user);
    const collection = await createCollection(user);
    const product = await createSealedProduct(user, {
      collectionId: collection.id,
      definitionId: definition.id,
    });
    const before = (await user.api.get<ChangesPage>('/sync/changes?since=0')).body.data as ChangesPage;
    await user.api.put(`/sealed-products/definitions/${definition.id}`, { name: 'Alpha Booster (EN)' });
    const after = (await user.api.get<ChangesPage>(`/sync/changes?since=${before.cursor}`)).body
      .data as ChangesPage;
    expect(after.changes.map((change) => [change.entity, change.id])).toEqual([
      ['sealedDefinitions', definition.id],
      ['sealedProducts', product.id],
    ]);
    expect(after.changes[1]?.data?.name).toBe('Alpha Booster (EN)');
    const quiet = await user.api.put(`/sealed-products/definitions/${definition.id}`, {
      description: 'only this',
    });
    expect(quiet.status).toBe(200);
    const last = (await user.api.get<ChangesPage>(`/sync/changes?since=${after.cursor}`)).body
      .data as ChangesPage;
    expect(last.changes.map((change) => change.entity)).toEqual(['sealedDefinitions']);
  });

  it('deletes with a tombstone; refuses while sealed products use it', async () => {
    const unused = await createDefinition(user);
    const used = await createDefinition(user, { type: 'Bundle' });
    await createSealedProduct(user, {
      collectionId: (await createCollection(user)).id,
      definitionId: used.id,
    });
    expect((await user.api.delete(`/sealed-products/definitions/${unused.id}`)).body).toEqual({
      success: true,
      data: { id: unused.id },
    });
    const again = await user.api.delete(`/sealed-products/definitions/${unused.id}`);
    expect([again.status, again.body.error?.message]).toEqual([404, DEFINITION_NOT_FOUND]);
    const refused = await user.api.delete(`/sealed-products/definitions/${used.id}`);
    expect([refused.status, refused.body.error?.message]).toEqual([409, DEFINITION_IN_USE]);
    const feed = (await user.api.get<ChangesPage>('/sync/changes?since=0')).body.data as ChangesPage;
    expect(feed.changes.filter((change) => change.deleted).map((change) => change.id)).toEqual([unused.id]);
  });

  it('bulk-restore inserts in batches, skips duplicates of stored and earlier entries, answers the counts', async () => {
    await createDefinition(user);
    const definitions = [
      definitionInput(),
      definitionInput({ type: 'Booster Box' }),
      definitionInput({ name: 'Beta Booster', set: 'Beta' }),
      definitionInput({ name: 'BETA BOOSTER', set: 'beta' }),
      definitionInput({ name: 'Unlimited Booster', set: 'Unlimited' }),
    ];
    const answer = await user.api.post('/sealed-products/definitions/bulk-restore', {
      definitions,
      batchSize: 2,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ restoredCount: 3, skippedCount: 2 });
    expect(await names()).toEqual(['Alpha Booster', 'Alpha Booster', 'Beta Booster', 'Unlimited Booster']);
    const repeat = await user.api.post('/sealed-products/definitions/bulk-restore', { definitions });
    expect(repeat.body.data).toEqual({ restoredCount: 0, skippedCount: 5 });
    const bad = await user.api.post('/sealed-products/definitions/bulk-restore', {
      definitions,
      batchSize: 0,
    });
    expect([bad.status, bad.body.error?.message]).toEqual([
      400,
      'batchSize: Too small: expected number to be >=1',
    ]);
  });

  it('bulk-restore takes bodies over 1 MB, where a single create does not', async () => {
    const description = 'd'.repeat(1900);
    const definitions = Array.from({ length: 700 }, (_, i) =>
      definitionInput({ name: `Pack ${i}`, description }),
    );
    const answer = await user.api.post('/sealed-products/definitions/bulk-restore', { definitions });
    expect(answer.body.data).toEqual({ restoredCount: 700, skippedCount: 0 });
    const tooBig = await user.api.post('/sealed-products/definitions', {
      ...definitionInput(),
      padding: 'x'.repeat(1024 * 1024),
    });
    expect(tooBig.status).toBe(413);
  });
});
