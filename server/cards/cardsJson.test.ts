import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Collection } from '../../src/domain/schemas';
import { cards } from '../db/schema';
import { toCard } from '../records/serialize';
import { registerUser, type TestUser } from '../testing/apiClient';
import { describeEachBackend } from '../testing/backends';
import { createCollection, lot } from '../testing/cardFixtures';
import { startTestServer, type TestServer } from '../testing/startTestServer';
import { collectionCards } from './cardsJson';
import { listCards } from './queries';

const ROWS = 40;

/** Rows the API could not write as they are (odd prices, µs timestamps), straight into the table. */
function variedCard(userId: string, collectionId: string, index: number) {
  const placed = index % 5 === 0;
  return {
    userId,
    collectionId,
    name: ['Æther Vial', 'Jötun Grunt', '山の精霊', 'Say "hi"\n\\ ✨', 'Plain'][index % 5] ?? 'Plain',
    set: index % 2 ? 'Kaldheim' : '',
    setCode: index % 3 ? 'khm' : '',
    color: 'multicolor',
    type: index % 4 ? 'Creature — Giant' : '',
    rarity: 'Mythic Rare',
    status: index % 2 ? 'have' : 'want',
    manaCost: index % 2 ? '{2}{R}' : '',
    imageUrl: index % 3 ? `https://img.example.test/${index}.jpg?x=1&y=ü` : '',
    foil: index % 2 === 0,
    notes: index % 4 ? `note ${index} — ½ € \u0007 \u2028` : '',
    marketPrice: [null, 0.1 + 0.2, 1e-7, 123456789.125, 3, 0.01][index % 6] ?? null,
    tcgplayerId: index % 3 ? 2_147_483_647 - index : null,
    conditionQuantities: [
      lot({ quantity: 1 + index, purchasePrice: index % 2 ? 0.3 : null, purchaseDate: null }),
      ...(index % 3 ? [lot({ condition: 'Damaged', marketPrice: 12.5, transactionId: null })] : []),
    ],
    page: placed ? index : null,
    slot: placed && index % 2 ? 9 : null,
    // Microsecond fractions that a JS Date cuts to milliseconds (…999, …500, 0.58, 0.29 …).
    createdAt: sql`timestamptz '2026-03-04 05:06:07+00' + ${`${index * 7_919_537} microseconds`}::interval`,
    updatedAt: sql`timestamptz '2026-03-04 05:06:07+00' + ${`${index * 580_999 + 289_999} microseconds`}::interval`,
  };
}

describeEachBackend('a collection’s cards as one JSON value', (backend) => {
  let server: TestServer;
  let user: TestUser;
  let shelf: Collection;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    user = await registerUser(server.apiUrl);
    shelf = await createCollection(user);
    const rows = Array.from({ length: ROWS }, (_, index) => variedCard(user.user.id, shelf.id, index));
    // biome-ignore lint/suspicious/noExplicitAny: createdAt as SQL (µs) is what the table's type forbids.
    await server.database.db.insert(cards).values(rows as any);
  });
  afterAll(() => server.stop());

  it('answers exactly what the rows through toCard answer, key order included', async () => {
    const { db } = server.database;
    const before = (await listCards(db, user.user.id, shelf.id)).map(toCard);
    const now = await collectionCards(db, user.user.id, shelf.id);
    expect(before).toHaveLength(ROWS);
    expect(now.owned).toBe(true);
    expect(JSON.stringify(now.cards)).toBe(JSON.stringify(before));
    const answer = await user.api.get(`/collections/${shelf.id}/cards`);
    expect(JSON.stringify(answer.body.data)).toBe(JSON.stringify(before));
  });

  it('tells an empty collection of the user from one that is not the user’s', async () => {
    const { db } = server.database;
    const empty = await createCollection(user, 'Empty');
    expect(await collectionCards(db, user.user.id, empty.id)).toMatchObject({ owned: true, cards: [] });
    const other = await registerUser(server.apiUrl);
    expect(await collectionCards(db, other.user.id, shelf.id)).toEqual({
      session: { isActive: true, otherSessionsEndedAtMs: null, keptSessionId: null },
      owned: false,
      cards: [],
    });
    expect(await collectionCards(db, user.user.id, null)).toMatchObject({ owned: false, cards: [] });
    expect((await other.api.get(`/collections/${shelf.id}/cards`)).status).toBe(404);
  });
});
