import { randomUUID } from 'node:crypto';
import { beforeEach, expect, it } from 'vitest';
import { localDateIso } from '../../src/domain/format/dates';
import type {
  Card,
  Collection,
  FinanceRecord,
  SealedDefinition,
  SealedProduct,
  Transaction,
  TransactionStats,
} from '../../src/domain/schemas';
import { registerUser, type TestUser } from '../testing/apiClient';
import { describeEachBackend } from '../testing/backends';
import { lot } from '../testing/cardFixtures';
import { createDefinition } from '../testing/sealedFixtures';
import { signedInEachTest } from '../testing/signedIn';
import type { TestServer } from '../testing/startTestServer';
import { type Created, cardsOf, draft, line, record } from '../testing/transactionFixtures';
import { TRANSACTION_NOT_FOUND } from './queries';

describeEachBackend('transactions', (backend) => {
  let server: TestServer;
  let user: TestUser;
  let main: Collection;
  let box: SealedDefinition;

  signedInEachTest(backend, (given) => {
    ({ server, user, collection: main } = given);
  });
  beforeEach(async () => {
    box = await createDefinition(user, { name: 'Alpha Box', type: 'Booster Box' });
  });

  const purchase = () =>
    record(user, {
      ...draft(
        main.id,
        'purchase',
        [
          line({ quantity: 2, price: 5 }),
          line({
            itemType: 'sealed_product',
            name: 'Alpha Box',
            set: 'Alpha',
            condition: 'Sealed',
            definitionId: box.id,
            quantity: 2,
            price: 45,
          }),
        ],
        { shippingCost: 10 },
      ),
      clientIds: ['temp-t', 'temp-c', 'temp-s1', 'temp-s2'],
    });

  it('records a purchase: its cards and sealed units, the ledger on each line, the id of every record made', async () => {
    const bought = await purchase();
    expect(Object.keys(bought.idMapping)).toEqual(['temp-t', 'temp-c', 'temp-s1', 'temp-s2']);
    expect(bought.idMapping['temp-t']).toBe(bought.id);
    const [card] = await cardsOf(user, main.id);
    expect(card?.id).toBe(bought.idMapping['temp-c']);
    // 5.00 + 1.00 of the shipping / 2 copies (shipping spread by price share: 10/100 and 90/100).
    expect(card?.conditionQuantities).toEqual([
      lot({ quantity: 2, purchasePrice: 5.5, purchaseDate: '2025-05-01', transactionId: bought.id }),
    ]);
    const products =
      (await user.api.get<SealedProduct[]>(`/sealed-products/collections/${main.id}`)).body.data ?? [];
    // Both units were made at the same instant: compared without their order.
    const units = products.map((p) => [p.id, p.quantity, p.purchasePrice, p.transactionId]);
    expect(units.sort()).toEqual(
      [
        [bought.idMapping['temp-s1'], 1, 49.5, bought.id],
        [bought.idMapping['temp-s2'], 1, 49.5, bought.id],
      ].sort(),
    );
    expect(bought.items[1]?.ledger).toMatchObject({ direction: 'in', costBasis: 99, feeShare: 9 });
    expect((await user.api.get(`/transactions/${bought.id}`)).body.data).toMatchObject({
      id: bought.id,
      totalValue: 100,
    });
  });

  it('sells the oldest copies first, refuses an oversell with 409 and the spec’s text, and changes nothing then', async () => {
    const [bolt] = [
      (
        await user.api.post<Card>('/cards', {
          collectionId: main.id,
          name: 'Lightning Bolt',
          conditionQuantities: [
            lot({ quantity: 1, purchasePrice: 1, purchaseDate: '2024-02-01' }),
            lot({ quantity: 1, purchasePrice: 3, purchaseDate: '2023-01-01' }),
          ],
        })
      ).body.data as Card,
    ];
    const oversell = await user.api.post(
      '/transactions/unified',
      draft(main.id, 'sale', [line({ id: bolt?.id, quantity: 3 })]),
    );
    expect(oversell.status).toBe(409);
    expect(oversell.body.error?.message).toBe('Quantity exceeds available amount for this condition');
    const sold = await record(
      user,
      draft(main.id, 'sale', [line({ id: bolt?.id, price: 4 })], { platformFee: 0.5 }),
    );
    // The 2023 copy at 3.00 left: 4.00 − 3.00 − 0.50.
    expect(sold.items[0]?.ledger).toMatchObject({ costBasis: 3, feeShare: 0.5, realizedGain: 0.5 });
    expect((await cardsOf(user, main.id))[0]?.conditionQuantities).toEqual([
      lot({ quantity: 1, purchasePrice: 1, purchaseDate: '2024-02-01' }),
    ]);
    const gone = await user.api.post(
      '/transactions/unified',
      draft(main.id, 'sale', [line({ id: randomUUID(), name: 'Opt' })]),
    );
    expect([gone.status, gone.body.error?.message]).toEqual([409, '“Opt” is no longer in your collection']);
  });

  it('deleting a sale that took a card’s last copies brings the card back under its id', async () => {
    const bought = await purchase();
    const cardId = bought.idMapping['temp-c'] as string;
    const sold = await record(user, draft(main.id, 'sale', [line({ id: cardId, quantity: 2, price: 7 })]));
    expect(await cardsOf(user, main.id)).toEqual([]);
    expect((await user.api.delete(`/transactions/${sold.id}`)).status).toBe(200);
    const [back] = await cardsOf(user, main.id);
    expect(back?.id).toBe(cardId);
    expect(back?.conditionQuantities).toEqual([
      lot({ quantity: 2, purchasePrice: 5.5, purchaseDate: '2025-05-01', transactionId: bought.id }),
    ]);
  });

  it('deleting a purchase removes the cards and sealed products it added (what is left of them)', async () => {
    const bought = await purchase();
    await record(user, draft(main.id, 'sale', [line({ id: bought.idMapping['temp-c'] })]));
    expect((await user.api.delete(`/transactions/${bought.id}`)).status).toBe(200);
    expect(await cardsOf(user, main.id)).toEqual([]);
    expect((await user.api.get(`/sealed-products/collections/${main.id}`)).body.data).toEqual([]);
    expect((await user.api.get(`/transactions/${bought.id}`)).status).toBe(404);
  });

  it("gives the cards a line creates the line's status (an imported want list), have otherwise", async () => {
    await record(
      user,
      draft(main.id, 'adjustment', [
        line({ name: 'Wanted', price: 0, status: 'want' }),
        line({ name: 'Owned', price: 0 }),
      ]),
    );
    const cards = await cardsOf(user, main.id);
    expect(cards.map((card) => [card.name, card.status]).sort()).toEqual([
      ['Owned', 'have'],
      ['Wanted', 'want'],
    ]);
  });

  it('opens a box: it leaves, the pulled cards arrive carrying its cost by market value', async () => {
    const bought = await purchase();
    const opened = await record(
      user,
      draft(main.id, 'opening', [
        line({
          itemType: 'sealed_product',
          id: bought.idMapping['temp-s1'],
          name: 'Alpha Box',
          condition: 'Sealed',
          price: 0,
        }),
        line({ name: 'Black Lotus', marketPrice: 30, price: 0 }),
        line({ name: 'Llanowar Elves', marketPrice: 3, quantity: 5, price: 0 }),
      ]),
    );
    const pulled = (await cardsOf(user, main.id))
      .filter((card) => card.conditionQuantities[0]?.transactionId === opened.id)
      .sort((a, b) => a.name.localeCompare(b.name));
    // 49.50 over market values 30 and 15: 33.00 and 16.50 (3.30 a copy).
    expect(pulled.map((card) => [card.name, card.conditionQuantities[0]?.purchasePrice])).toEqual([
      ['Black Lotus', 33],
      ['Llanowar Elves', 3.3],
    ]);
    expect(
      (await user.api.get<SealedProduct[]>(`/sealed-products/collections/${main.id}`)).body.data,
    ).toHaveLength(1);
  });

  it('lists by collection and type, answers stats from the ledger, edits notes alone without touching the effect', async () => {
    const bought = await purchase();
    await record(user, draft(main.id, 'sale', [line({ id: bought.idMapping['temp-c'], price: 8 })]));
    const list = (await user.api.get<Transaction[]>(`/transactions/collection/${main.id}`)).body.data ?? [];
    expect(list.map((t) => t.type).sort()).toEqual(['purchase', 'sale']);
    const sales = await user.api.get<Transaction[]>(`/transactions/collection/${main.id}/type/sale`);
    expect(sales.body.data?.map((t) => t.type)).toEqual(['sale']);
    const badType = await user.api.get(`/transactions/collection/${main.id}/type/gift`);
    expect([badType.status, badType.body.error?.message?.startsWith('type:')]).toEqual([400, true]);
    const stats = (await user.api.get<TransactionStats>(`/transactions/collection/${main.id}/stats`)).body
      .data;
    // The sold copy cost 5.50: gain 8 − 5.50.
    expect(stats).toMatchObject({
      totalTransactions: 2,
      totalSpent: 100,
      totalEarned: 8,
      realizedGain: 2.5,
      byType: { purchase: 1, sale: 1 },
    });
    const edited = await user.api.put<Transaction>(`/transactions/${bought.id}`, { notes: 'show in Lyon' });
    expect(edited.body.data).toMatchObject({ notes: 'show in Lyon', totalValue: 100 });
    const effect = await user.api.put(`/transactions/${bought.id}`, { items: [] });
    expect([effect.status, effect.body.error?.message?.startsWith('items:')]).toEqual([400, true]);
  });

  it('finance reads the ledger: realized gain over the lines, what is held at its cost basis, counts by type', async () => {
    const bought = await purchase();
    await record(user, draft(main.id, 'sale', [line({ id: bought.idMapping['temp-c'], price: 8 })]));
    const finance = (await user.api.get<{ data: FinanceRecord }>(`/finance/collection/${main.id}`)).body.data
      ?.data;
    // Held: one card copy at 5.50 and two boxes at 49.50; the sold copy realized 8 − 5.50.
    expect(finance).toMatchObject({
      totalRealizedGain: 2.5,
      totalPurchaseValue: 104.5,
      totalItems: 3,
      totalTransactions: 2,
      totalPurchases: 1,
      totalSales: 1,
    });
    const summary = (await user.api.get<{ data: FinanceRecord }>('/finance/summary')).body.data?.data;
    expect(summary?.totalRealizedGain).toBe(2.5);
  });

  it('answers a repeat of the same Idempotency-Key with the stored answer and no second effect', async () => {
    const key = randomUUID();
    const body = { ...draft(main.id, 'purchase', [line()]), clientIds: ['temp-a', 'temp-b'] };
    const first = await user.api.post<Created>('/transactions/unified', body, { idempotencyKey: key });
    const again = await user.api.post<Created>('/transactions/unified', body, { idempotencyKey: key });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await cardsOf(user, main.id)).toHaveLength(1);
  });

  it('refuses bad input naming the field, a wrong clientIds count, no token, and another user’s ids', async () => {
    const bought = await purchase();
    const noSet = await user.api.post(
      '/transactions/unified',
      draft(main.id, 'purchase', [line({ set: '' })]),
    );
    expect([noSet.status, noSet.body.error?.message]).toEqual([400, 'items.0.set: Every item needs a set']);
    const noDefinition = await user.api.post(
      '/transactions',
      draft(main.id, 'purchase', [line({ itemType: 'sealed_product', condition: 'Sealed' })]),
    );
    expect([
      noDefinition.status,
      noDefinition.body.error?.message?.startsWith('items.0.definitionId:'),
    ]).toEqual([400, true]);
    const counted = await user.api.post('/transactions/unified', {
      ...draft(main.id, 'purchase', [line()]),
      clientIds: ['temp-1'],
    });
    expect([counted.status, counted.body.error?.message?.startsWith('clientIds:')]).toEqual([400, true]);
    expect((await user.api.get(`/transactions/${bought.id}`, { token: null })).status).toBe(401);
    const stranger = await registerUser(server.apiUrl);
    const foreign = await stranger.api.delete(`/transactions/${bought.id}`);
    expect([foreign.status, foreign.body.error?.message]).toEqual([404, TRANSACTION_NOT_FOUND]);
    expect((await stranger.api.get(`/transactions/collection/${main.id}`)).status).toBe(404);
    expect(
      (await stranger.api.post('/transactions/unified', draft(main.id, 'purchase', [line()]))).status,
    ).toBe(404);
    expect(await cardsOf(user, main.id)).toHaveLength(1);
  });

  it('records today when the call names no date (part 2 §7’s body has none)', async () => {
    const { date: _date, ...undated } = draft(main.id, 'purchase', [line()]);
    const answer = await user.api.post<Created>('/transactions', undated);
    expect(answer.status).toBe(201);
    const stored = await user.api.get<Transaction>(`/transactions/${answer.body.data?.id}`);
    expect(stored.body.data?.date).toBe(localDateIso());
  });

  it('deletes the history of a collection, keeping its cards and sealed products', async () => {
    await purchase();
    const answer = await user.api.delete(`/transactions/collection/${main.id}`);
    expect(answer.body.data).toEqual({ collectionId: main.id, deletedCount: 1 });
    expect((await user.api.get(`/transactions/collection/${main.id}`)).body.data).toEqual([]);
    expect(await cardsOf(user, main.id)).toHaveLength(1);
  });
});
