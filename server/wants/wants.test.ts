import { expect, it } from 'vitest';
import type { ChangesPage, Collection } from '../../src/domain/schemas';
import { WANT_TEXTS } from '../../src/domain/texts';
import type { Want } from '../../src/domain/wants/schema';
import { registerUser, type TestUser } from '../testing/apiClient';
import { describeEachBackend } from '../testing/backends';
import { signedInEachTest } from '../testing/signedIn';
import type { TestServer } from '../testing/startTestServer';

describeEachBackend('wants', (backend) => {
  let server: TestServer;
  let user: TestUser;
  let collection: Collection;
  const createWant = async (body: object) => {
    const answer = await user.api.post<Want>('/wants', body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data as Want;
  };

  signedInEachTest(backend, (given) => {
    ({ server, user, collection } = given);
  });

  it('creates with defaults, lists, changes the given fields and deletes a want', async () => {
    const any = await createWant({ name: ' Black Lotus ', quantity: 1 });
    expect(any).toMatchObject({
      name: 'Black Lotus',
      setCode: '',
      collectorNumber: '',
      collectionId: null,
      finish: 'any',
      maxPrice: null,
      priority: 'normal',
      note: '',
    });
    const printing = await createWant({
      name: 'Lightning Bolt',
      setCode: 'LEA',
      collectorNumber: '161',
      quantity: 4,
      finish: 'foil',
      maxPrice: 120.5,
      priority: 'high',
      note: 'for the cube',
      collectionId: collection.id,
    });
    expect(printing).toMatchObject({ collectionId: collection.id, maxPrice: 120.5, priority: 'high' });
    const changed = await user.api.put<Want>(`/wants/${printing.id}`, { quantity: 2, maxPrice: null });
    expect(changed.body.data).toMatchObject({
      id: printing.id,
      quantity: 2,
      maxPrice: null,
      note: 'for the cube',
    });
    const list = (await user.api.get<Want[]>('/wants')).body.data as Want[];
    expect(list.map((want) => [want.name, want.quantity])).toEqual([
      ['Black Lotus', 1],
      ['Lightning Bolt', 2],
    ]);
    expect((await user.api.delete(`/wants/${any.id}`)).status).toBe(200);
    expect((await user.api.get(`/wants/${any.id}`)).body.error?.message).toBe(WANT_TEXTS.notFound);
  });

  it('refuses bad input with the field named, and another user’s collection or want as not found', async () => {
    const zero = await user.api.post('/wants', { name: 'Bolt', quantity: 0 });
    expect([zero.status, zero.body.error?.message]).toEqual([400, `quantity: ${WANT_TEXTS.quantityRange}`]);
    const nameless = await user.api.post('/wants', { name: ' ', quantity: 1 });
    expect(nameless.body.error?.message).toBe(`name: ${WANT_TEXTS.nameRequired}`);
    const other = await registerUser(server.apiUrl);
    const theirs = (await other.api.post<Collection>('/collections', { name: 'Theirs' })).body
      .data as Collection;
    const onTheirList = await user.api.post('/wants', { name: 'Bolt', quantity: 1, collectionId: theirs.id });
    expect(onTheirList.status).toBe(404);
    const mine = await createWant({ name: 'Bolt', quantity: 1 });
    expect((await other.api.put(`/wants/${mine.id}`, { quantity: 2 })).status).toBe(404);
    expect((await other.api.delete(`/wants/${mine.id}`)).status).toBe(404);
  });

  it('goes with its collection, and reaches other devices through the change feed', async () => {
    const kept = await createWant({ name: 'Black Lotus', quantity: 1 });
    const listed = await createWant({ name: 'Bolt', quantity: 1, collectionId: collection.id });
    expect((await user.api.delete(`/collections/${collection.id}`)).status).toBe(200);
    const list = (await user.api.get<Want[]>('/wants')).body.data as Want[];
    expect(list.map((want) => want.id)).toEqual([kept.id]);
    const feed = (await user.api.get<ChangesPage>('/sync/changes?since=0')).body.data as ChangesPage;
    const wants = feed.changes.filter((change) => change.entity === 'wants');
    expect(wants.map((change) => [change.id, change.deleted])).toEqual(
      expect.arrayContaining([
        [kept.id, false],
        [listed.id, true],
      ]),
    );
  });

  it('creates several wants in one call, answering the real id of each temp id; a bad one writes none', async () => {
    const temp = () => `temp-${crypto.randomUUID()}`;
    const [a, b] = [temp(), temp()];
    const answer = await user.api.post<{ idMapping: Record<string, string> }>('/wants/batch', {
      wants: [
        { id: a, name: 'Mox Pearl', quantity: 1, collectionId: collection.id },
        { id: b, name: 'Mox Jet', quantity: 2, collectionId: collection.id },
      ],
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const idMapping = answer.body.data?.idMapping ?? {};
    expect(Object.keys(idMapping).sort()).toEqual([a, b].sort());
    const listed = (await user.api.get<Want[]>('/wants')).body.data ?? [];
    expect(listed.map((want) => [want.id, want.name, want.collectionId]).sort()).toEqual(
      [
        [idMapping[a], 'Mox Pearl', collection.id],
        [idMapping[b], 'Mox Jet', collection.id],
      ].sort(),
    );

    const other = await registerUser(server.apiUrl);
    const theirs = (await other.api.post<Collection>('/collections', { name: 'Theirs' })).body.data;
    expect(theirs?.id).toBeTruthy();
    const foreign = await user.api.post('/wants/batch', {
      wants: [
        { id: temp(), name: 'Mox Ruby', quantity: 1 },
        { id: temp(), name: 'Mox Emerald', quantity: 1, collectionId: theirs?.id },
      ],
    });
    expect(foreign.status).toBe(404);
    const twice = temp();
    const doubled = await user.api.post('/wants/batch', {
      wants: [
        { id: twice, name: 'Mox Ruby', quantity: 1 },
        { id: twice, name: 'Mox Ruby', quantity: 1 },
      ],
    });
    expect(doubled.status).toBe(400);
    expect(((await user.api.get<Want[]>('/wants')).body.data ?? []).map((want) => want.name).sort()).toEqual([
      'Mox Jet',
      'Mox Pearl',
    ]);
  });
});
