import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Collection } from '../../src/domain/schemas';
import { SHARE_PAGE_LIMIT } from '../../src/domain/sharing/limits';
import type { CreatedShare } from '../../src/domain/sharing/schema';
import { cataloguePrintings } from '../db/schema';
import type { TestUser } from '../testing/apiClient';
import { describeEachBackend } from '../testing/backends';
import { cardInput, createCard, createCollection, lot } from '../testing/cardFixtures';
import { signedInEachTest } from '../testing/signedIn';
import type { TestServer } from '../testing/startTestServer';

describeEachBackend('shared page', (backend) => {
  let server: TestServer;
  let user: TestUser;
  let collection: Collection;
  const share = async (body: object) => {
    const answer = await user.api.post<CreatedShare>('/shares', body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data as CreatedShare;
  };
  const open = async (path: string) => {
    const answer = await fetch(`${server.baseUrl}${path}`);
    return { status: answer.status, headers: answer.headers, html: await answer.text() };
  };
  const image = 'https://cards.scryfall.io/normal/front/bolt.jpg';

  signedInEachTest(backend, (given) => {
    ({ server, user, collection } = given);
  });

  it('shows exactly its collection’s copies, escaped, with no script and nothing of the account', async () => {
    const trap = '<script>alert(1)</script>';
    await createCard(
      user,
      cardInput(collection.id, {
        name: `Bolt ${trap}`,
        imageUrl: image,
        marketPrice: 2.5,
        conditionQuantities: [lot({ quantity: 3 }), lot({ condition: 'Lightly Played', quantity: 1 })],
      }),
    );
    const other = await createCollection(user, 'Secret vault');
    await createCard(user, cardInput(other.id, { name: 'Hidden Mox' }));
    const made = await share({ kind: 'collection', targetId: collection.id });

    const page = await open(made.path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.html).not.toContain(trap);
    expect(page.html).not.toMatch(/<script/i);
    expect(page.html).toContain(`src="${image}"`);
    expect(page.html).toMatch(/Near Mint<\/td><td class="n">3</);
    expect(page.html).toMatch(/Lightly Played<\/td><td class="n">1</);
    expect(page.html).not.toContain('$2.50');
    for (const hidden of ['Hidden Mox', 'Secret vault', user.email]) expect(page.html).not.toContain(hidden);
    expect(page.html).toContain('<meta name="robots" content="noindex');
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'; img-src https: data:/);
    expect(page.headers.get('content-security-policy')).not.toMatch(/script-src/);
    expect(page.headers.get('x-robots-tag')).toMatch(/noindex/);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('cache-control')).toBe('no-store');
  });

  it('shows prices only when the owner chose to, and a location’s or the want list’s items', async () => {
    await createCard(user, cardInput(collection.id, { marketPrice: 2.5 }));
    expect(
      (await open((await share({ kind: 'collection', targetId: collection.id, showPrices: true })).path))
        .html,
    ).toContain('$2.50');

    const box = (await user.api.post<{ id: string }>('/locations', { name: 'Red box', kind: 'box' })).body
      .data;
    await createCard(user, cardInput(collection.id, { name: 'Boxed Shock', locationId: box?.id }));
    const place = await open((await share({ kind: 'location', targetId: box?.id })).path);
    expect(place.html).toContain('Red box');
    expect(place.html).toContain('Boxed Shock');
    expect(place.html).not.toContain('Lightning Bolt');

    await server.app.db.insert(cataloguePrintings).values({
      ...{ id: randomUUID(), name: 'Black Lotus', faceNames: [], setCode: 'lea', setName: 'Alpha' },
      ...{
        collectorNumber: '232',
        lang: 'en',
        rarity: 'rare',
        colors: '',
        typeLine: 'Artifact',
        manaCost: '{0}',
      },
      ...{ imageFront: 'https://cards.scryfall.io/lotus.jpg', imageBack: '', releasedAt: '1993-08-05' },
      ...{ priceDate: '2026-11-27', addedVersion: 1, changedVersion: 1 },
    });
    await user.api.post('/wants', { name: 'Black Lotus', setCode: 'LEA', quantity: 2, maxPrice: 9000 });
    const wants = await open((await share({ kind: 'wants', showPrices: true })).path);
    expect(wants.html).toMatch(/Black Lotus<\/td><td>LEA<\/td>/);
    expect(wants.html).toContain('$9,000.00');
    expect(wants.html).toContain('src="https://cards.scryfall.io/lotus.jpg"');
  });

  it('answers the same 404 page for an unknown, a revoked and an expired token, a deleted target and a deactivated owner', async () => {
    const unknown = await open('/s/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);

    const revoked = await share({ kind: 'collection', targetId: collection.id });
    await user.api.delete(`/shares/${revoked.id}`);
    const expired = await share({ kind: 'wants', expiresInDays: 7 });
    await server.app.db.execute(
      sql`update shares set expires_at = now() - interval '1 second' where id = ${expired.id}`,
    );
    const spare = await createCollection(user, 'Spare');
    const gone = await share({ kind: 'collection', targetId: spare.id });
    await user.api.delete(`/collections/${spare.id}`);
    const owned = await share({ kind: 'wants' });
    expect((await open(owned.path)).status).toBe(200);
    expect((await user.api.delete('/auth/deactivate', { body: { password: user.password } })).status).toBe(
      200,
    );
    for (const made of [revoked, expired, gone, owned]) {
      const page = await open(made.path);
      expect(page.status).toBe(404);
      expect(page.html).toBe(unknown.html);
    }
  });

  it('answers 429 past the per-address limit', async () => {
    await server.app.db.execute(sql`delete from rate_limit_counters where key like 'share:ip:%'`);
    const made = await share({ kind: 'wants' });
    const statuses: number[] = [];
    for (let view = 0; view <= SHARE_PAGE_LIMIT; view++) statuses.push((await open(made.path)).status);
    expect(statuses.slice(0, SHARE_PAGE_LIMIT).every((status) => status === 200)).toBe(true);
    expect(statuses[SHARE_PAGE_LIMIT]).toBe(429);
    await server.app.db.execute(sql`delete from rate_limit_counters where key like 'share:ip:%'`);
  });
});
