import { expect, it } from 'vitest';
import type { Collection, Transaction } from '../../src/domain/schemas';
import { TEXTS } from '../../src/domain/texts';
import type { TestUser } from '../testing/apiClient';
import { describeEachBackend } from '../testing/backends';
import { lot } from '../testing/cardFixtures';
import { signedInEachTest } from '../testing/signedIn';
import { type Created, cardsOf, draft, line, record } from '../testing/transactionFixtures';

/** `PUT /transactions/{id}` with effect fields: the ledger's edit, in one database transaction. */
describeEachBackend('editing a transaction', (backend) => {
  let user: TestUser;
  let main: Collection;

  signedInEachTest(backend, (given) => {
    ({ user, collection: main } = given);
  });

  const purchase = () =>
    record(user, {
      ...draft(main.id, 'purchase', [line({ quantity: 2, price: 2 })]),
      clientIds: ['temp-t', 'temp-c'],
    });
  const edit = (id: string, body: object) => user.api.put<Created>(`/transactions/${id}`, body);

  it('rewrites a purchase’s price under the same ids: one transaction, the card’s lot at the new price', async () => {
    const bought = await purchase();
    const cardId = bought.idMapping['temp-c'] as string;
    const items = [line({ quantity: 2, price: 2.5 })];
    const answer = await edit(bought.id, { items, clientIds: [bought.id, cardId] });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id: bought.id, totalValue: 5, createdAt: bought.createdAt });
    expect(answer.body.data?.idMapping).toEqual({ [bought.id]: bought.id, [cardId]: cardId });
    const [card, ...others] = await cardsOf(user, main.id);
    expect([card?.id, others]).toEqual([cardId, []]);
    expect(card?.conditionQuantities).toEqual([
      lot({ quantity: 2, purchasePrice: 2.5, purchaseDate: '2025-05-01', transactionId: bought.id }),
    ]);
    const list = (await user.api.get<Transaction[]>(`/transactions/collection/${main.id}`)).body.data;
    expect(list?.map((t) => [t.id, t.items[0]?.price])).toEqual([[bought.id, 2.5]]);
  });

  it('maps the device’s ids of records an added line makes, and refuses a wrong count of them', async () => {
    const bought = await purchase();
    const items = [line({ quantity: 2, price: 2 }), line({ name: 'Opt', price: 1 })];
    const wrong = await edit(bought.id, { items, clientIds: ['temp-t'] });
    expect([wrong.status, wrong.body.error?.message?.startsWith('clientIds:')]).toEqual([400, true]);
    const answer = await edit(bought.id, { items, clientIds: [bought.id, 'temp-c', 'temp-opt'] });
    const optId = answer.body.data?.idMapping['temp-opt'];
    const names = (await cardsOf(user, main.id)).map((card) => [card.name, card.id]).sort();
    expect(names).toEqual([
      ['Lightning Bolt', bought.idMapping['temp-c']],
      ['Opt', optId],
    ]);
  });

  it('refuses an edit that sells more than is left with the spec’s text, and changes nothing', async () => {
    const bought = await purchase();
    const cardId = bought.idMapping['temp-c'] as string;
    const sold = await record(user, draft(main.id, 'sale', [line({ id: cardId, price: 7 })]));
    const before = await cardsOf(user, main.id);
    const oversell = await edit(sold.id, { items: [line({ id: cardId, quantity: 3, price: 7 })] });
    expect([oversell.status, oversell.body.error?.message]).toEqual([409, TEXTS.quantityExceedsAvailable]);
    expect(await cardsOf(user, main.id)).toEqual(before);
    const stored = (await user.api.get<Transaction>(`/transactions/${sold.id}`)).body.data;
    expect(stored?.items[0]?.quantity).toBe(1);
    const more = await edit(sold.id, {
      items: [line({ id: cardId, quantity: 2, price: 6 })],
      platformFee: 1,
    });
    expect(more.body.data?.items[0]?.ledger).toMatchObject({ proceeds: 12, costBasis: 4, realizedGain: 7 });
    expect(await cardsOf(user, main.id)).toEqual([]);
  });
});
