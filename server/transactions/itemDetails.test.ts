import { expect, it } from 'vitest';
import type { Collection, Transaction, TransactionItemDetail } from '../../src/domain/schemas';
import type { TestUser } from '../testing/apiClient';
import { describeEachBackend } from '../testing/backends';
import { signedInEachTest } from '../testing/signedIn';
import { draft, feed, line, record } from '../testing/transactionFixtures';

const DETAILS: TransactionItemDetail[] = [
  {
    itemType: 'card',
    name: 'Lightning Bolt',
    set: 'Magic 2010',
    setCode: 'M10',
    condition: 'Near Mint',
    foil: false,
    quantity: 2,
    pricePerUnit: 2.5,
    notes: 'from the binder',
  },
];

describeEachBackend('transaction itemDetails (part 2 §3)', (backend) => {
  let user: TestUser;
  let main: Collection;

  signedInEachTest(backend, (given) => {
    ({ user, collection: main } = given);
  });

  const bought = () =>
    record(user, draft(main.id, 'purchase', [line({ quantity: 2, price: 2.5 })], { itemDetails: DETAILS }));

  it('keeps them as sent and returns them from every read: the record, the lists, the change feed', async () => {
    const created = await bought();
    expect(created.itemDetails).toEqual(DETAILS);
    expect((await user.api.get<Transaction>(`/transactions/${created.id}`)).body.data?.itemDetails).toEqual(
      DETAILS,
    );
    const list = (await user.api.get<Transaction[]>(`/transactions/collection/${main.id}`)).body.data;
    expect(list?.map((row) => row.itemDetails)).toEqual([DETAILS]);
    const changes = await feed(user);
    const change = changes.changes.find((entry) => entry.entity === 'transactions');
    expect(change?.data?.itemDetails).toEqual(DETAILS);
  });

  it('a transaction recorded without them has none; POST /transactions keeps them too', async () => {
    const plain = await record(user, draft(main.id, 'purchase', [line()]));
    expect('itemDetails' in plain).toBe(false);
    const posted = await user.api.post<Transaction>(
      '/transactions',
      draft(main.id, 'purchase', [line()], { itemDetails: DETAILS }),
    );
    expect(posted.status).toBe(201);
    expect(posted.body.data?.itemDetails).toEqual(DETAILS);
  });

  it('PUT replaces them alone (no effect change), and an edit of the effect keeps them', async () => {
    const created = await bought();
    const renamed = [{ ...DETAILS[0], notes: 'second thoughts' }] as TransactionItemDetail[];
    const put = await user.api.put<Transaction>(`/transactions/${created.id}`, { itemDetails: renamed });
    expect(put.status).toBe(200);
    expect(put.body.data?.itemDetails).toEqual(renamed);
    expect(put.body.data?.items).toEqual(created.items);
    const edited = await user.api.put<Transaction>(`/transactions/${created.id}`, {
      items: [line({ quantity: 3, price: 2.5 })],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data?.itemDetails).toEqual(renamed);
    expect(edited.body.data?.items.map((item) => item.quantity)).toEqual([3]);
  });

  it('refuses a malformed entry with a clear message and records nothing', async () => {
    const bad = await user.api.post('/transactions/unified', {
      ...draft(main.id, 'purchase', [line()]),
      itemDetails: [{ name: 'Lightning Bolt', quantity: 1, pricePerUnit: -1 }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toMatch(/itemDetails\.0\.pricePerUnit/);
    expect((await user.api.get<Transaction[]>(`/transactions/collection/${main.id}`)).body.data).toEqual([]);
  });
});
