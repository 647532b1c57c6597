import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAX_TRANSACTION_LINES } from '../../src/domain/limits';
import type { Collection } from '../../src/domain/schemas';
import { scaled } from '../../tests/setup/slowness';
import { tombstones } from '../db/schema';
import { registerUser, type TestUser } from '../testing/apiClient';
import { describeEachBackend } from '../testing/backends';
import { createCollection } from '../testing/cardFixtures';
import { startTestServer, type TestServer } from '../testing/startTestServer';
import { type Created, cardsOf, importedPurchase, record } from '../testing/transactionFixtures';

/**
 * Issue 16: an import of a 20,000-row peer file is ONE purchase of MAX_TRANSACTION_LINES lines. The
 * server writes its change set set-based (server/write/jsonRows.ts); this checks the whole of it
 * lands, and that deleting it takes the whole of it away again.
 */
describeEachBackend('a purchase of MAX_TRANSACTION_LINES lines', (backend) => {
  let server: TestServer;
  let user: TestUser;
  let shelf: Collection;
  let input: ReturnType<typeof importedPurchase>;
  let bought: Created;

  beforeAll(async () => {
    server = await startTestServer({ backend });
    user = await registerUser(server.apiUrl);
    shelf = await createCollection(user);
    input = importedPurchase(shelf.id, MAX_TRANSACTION_LINES);
    bought = await record(user, input);
  }, scaled(120_000));
  afterAll(() => server.stop());

  it('is the 20,000-line cap', () => {
    expect(MAX_TRANSACTION_LINES).toBe(20_000);
  });

  it('is accepted and makes exactly one card per line, with its condition, copies, price and date', async () => {
    expect(bought.items).toHaveLength(MAX_TRANSACTION_LINES);
    expect(Object.keys(bought.idMapping)).toEqual(input.clientIds);
    const cards = await cardsOf(user, shelf.id);
    expect(cards).toHaveLength(MAX_TRANSACTION_LINES);

    const cardIds = new Set(cards.map((card) => card.id));
    const byId = new Map(cards.map((card) => [card.id, card]));
    bought.items.forEach((line, index) => {
      const [received] = line.ledger?.received ?? [];
      expect(received?.id).toBe(bought.idMapping[input.clientIds[index + 1] as string]);
      const card = byId.get(received?.id ?? '');
      expect(card?.name).toBe(line.name);
      expect(card?.foil).toBe(line.foil);
      expect(card?.conditionQuantities).toEqual([
        {
          condition: line.condition,
          quantity: line.quantity,
          purchasePrice: line.price,
          purchaseDate: input.date,
          transactionId: bought.id,
        },
      ]);
    });
    expect(cardIds.size).toBe(MAX_TRANSACTION_LINES);
    const copies = (rows: Array<{ quantity: number }>) => rows.reduce((sum, row) => sum + row.quantity, 0);
    expect(copies(cards.flatMap((card) => card.conditionQuantities))).toBe(copies(input.items));
    const value = input.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
    expect(bought.totalValue).toBeCloseTo(value, 6);
  });

  it('answers the transaction as the server stored it', async () => {
    const stored = await user.api.get<Created>(`/transactions/${bought.id}`);
    const { idMapping: _, ...answered } = bought;
    expect(stored.body.data).toEqual(answered);
  });

  it('is deleted whole: every card goes, each leaving a tombstone for the change feed', async () => {
    const deleted = await user.api.delete(`/transactions/${bought.id}`);
    expect(deleted.status).toBe(200);
    expect(await cardsOf(user, shelf.id)).toHaveLength(0);
    const [left] = await server.database.db
      .select({ count: count() })
      .from(tombstones)
      .where(and(eq(tombstones.userId, user.user.id), eq(tombstones.entity, 'cards')));
    expect(left?.count).toBe(MAX_TRANSACTION_LINES);
  });

  it('refuses one line more, naming the items', async () => {
    const before = (await cardsOf(user, shelf.id)).length;
    const tooMany = importedPurchase(shelf.id, MAX_TRANSACTION_LINES + 1);
    const answer = await user.api.post('/transactions/unified', tooMany);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.message).toMatch(/^items: /);
    expect(await cardsOf(user, shelf.id)).toHaveLength(before);
  });
});
