import { expect, it } from 'vitest';
import type { Collection, PushBatchResult } from '../../src/domain/schemas';
import type { TestUser } from '../testing/apiClient';
import { describeEachBackend } from '../testing/backends';
import { signedInEachTest } from '../testing/signedIn';
import { type Created, cardsOf, draft, feed, line, record } from '../testing/transactionFixtures';

/** Transactions reach other devices: the change feed and the push batch carry them like any write. */
describeEachBackend('transactions in sync', (backend) => {
  let user: TestUser;
  let main: Collection;

  signedInEachTest(backend, (given) => {
    ({ user, collection: main } = given);
  });

  it('the change feed carries the transaction, every card it touched, and tombstones for what it removed', async () => {
    const bought = await record(user, {
      ...draft(main.id, 'purchase', [line({ quantity: 2 })]),
      clientIds: ['temp-t', 'temp-c'],
    });
    const cardId = bought.idMapping['temp-c'] as string;
    const { cursor } = await feed(user);
    const sold = await record(user, draft(main.id, 'sale', [line({ id: cardId, quantity: 2, price: 3 })]));
    const afterSale = (await feed(user, cursor)).changes.map((c) => [c.entity, c.id, c.deleted]);
    expect(afterSale).toEqual([
      ['transactions', sold.id, false],
      ['cards', cardId, true],
    ]);
    const { cursor: saleCursor } = await feed(user);
    await user.api.delete(`/transactions/${sold.id}`);
    const afterDelete = (await feed(user, saleCursor)).changes;
    expect(afterDelete.map((c) => [c.entity, c.id, c.deleted]).sort()).toEqual(
      [
        ['cards', cardId, false],
        ['transactions', sold.id, true],
      ].sort(),
    );
    expect(afterDelete.find((c) => c.entity === 'cards')?.data).toEqual((await cardsOf(user, main.id))[0]);
  });

  it('a push batch replays unified creates and deletes, each answered as alone, a repeat not applied twice', async () => {
    const mutations = [
      {
        mutationId: 'm-buy',
        method: 'POST',
        path: '/transactions/unified',
        body: { ...draft(main.id, 'purchase', [line({ quantity: 3 })]), clientIds: ['temp-t', 'temp-c'] },
      },
    ];
    const pushed = (await user.api.post<PushBatchResult>('/sync/push', { mutations })).body.data;
    const bought = pushed?.results[0];
    if (!bought) throw new Error('the batch answered nothing');
    expect(bought.status).toBe(201);
    const created = (bought.body as { data: Created }).data;
    const cardId = created.idMapping['temp-c'] as string;
    const again = (await user.api.post<PushBatchResult>('/sync/push', { mutations })).body.data;
    expect(again?.results[0]?.body).toEqual(bought.body);
    expect(await cardsOf(user, main.id)).toHaveLength(1);

    const next = await user.api.post<PushBatchResult>('/sync/push', {
      mutations: [
        {
          mutationId: 'm-sell',
          method: 'POST',
          path: '/transactions/unified',
          body: draft(main.id, 'sale', [line({ id: cardId, quantity: 2 })]),
        },
        {
          mutationId: 'm-oversell',
          method: 'POST',
          path: '/transactions/unified',
          body: draft(main.id, 'sale', [line({ id: cardId, quantity: 2 })]),
        },
        { mutationId: 'm-undo', method: 'DELETE', path: `/transactions/${created.id}` },
      ],
    });
    expect(next.body.data?.results.map((result) => result.status)).toEqual([201, 409, 200]);
    // The purchase's copies are gone, the one left of them included: the sale's two went with the card.
    expect(await cardsOf(user, main.id)).toEqual([]);
  });
});
