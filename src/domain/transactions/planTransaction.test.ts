import { describe, expect, it } from 'vitest';
import type { TransactionItem } from '../schemas';
import { makeCard, makeLine, makeSealed } from '../testing/factories';
import { countingIds, draftOf, NOW, recordsOf, SEALED_DEFINITION } from '../testing/ledger';
import { LEDGER_TEXTS, LedgerRefusal } from './ledgerRefusal';
import { planTransaction } from './planTransaction';

const refusalOf = (plan: () => unknown) => {
  try {
    plan();
  } catch (error) {
    if (error instanceof LedgerRefusal)
      return { status: error.status, message: error.message, field: error.field };
    throw error;
  }
  throw new Error('the plan was not refused');
};

/** A line of Dominaria booster boxes (SEALED_DEFINITION), `overrides` on top. */
const boxLine = (overrides: Partial<TransactionItem>): Partial<TransactionItem> => ({
  itemType: 'sealed_product',
  name: 'Dominaria Booster Box',
  set: 'Dominaria',
  definitionId: 'definition-1',
  condition: 'Sealed',
  quantity: 1,
  ...overrides,
});

describe('purchase', () => {
  // Bolt 2 × 5.00 and boxes 2 × 45.00, shipping 10.00 spread by price share: 10/100 → 1.00, 90/100 → 9.00.
  const draft = draftOf(
    'purchase',
    [{ name: 'Lightning Bolt', quantity: 2, price: 5 }, boxLine({ quantity: 2, price: 45 })],
    { shippingCost: 10 },
  );
  const change = planTransaction(draft, recordsOf([], [], [SEALED_DEFINITION]), countingIds(), NOW);

  it('creates a card with one row and an instance per unit, ids asked for in input order', () => {
    expect(change.records).toEqual([
      { entity: 'transactions', id: 'tx-1', op: 'create' },
      { entity: 'cards', id: 'cards-2', op: 'create' },
      { entity: 'sealedProducts', id: 'sealedProducts-3', op: 'create' },
      { entity: 'sealedProducts', id: 'sealedProducts-4', op: 'create' },
    ]);
    // The bolt's unit cost is 5.00 + 1.00 / 2 copies; a box 45.00 + 9.00 / 2 units.
    expect(change.put.cards[0]?.conditionQuantities).toEqual([
      {
        condition: 'Near Mint',
        quantity: 2,
        purchasePrice: 5.5,
        purchaseDate: '2025-06-01',
        transactionId: 'tx-1',
      },
    ]);
    expect(
      change.put.sealedProducts.map((p) => [p.quantity, p.purchasePrice, p.transactionId, p.name]),
    ).toEqual([
      [1, 49.5, 'tx-1', 'Dominaria Booster Box'],
      [1, 49.5, 'tx-1', 'Dominaria Booster Box'],
    ]);
  });

  it("dates what a line creates by the line's own purchase date when it has one (an imported row)", () => {
    const dated = draftOf('purchase', [
      { name: 'Lightning Bolt', quantity: 1, price: 5, purchaseDate: '2019-04-12' },
      { name: 'Shock', quantity: 1, price: 1 },
      boxLine({ price: 45, purchaseDate: '2018-05-01' }),
    ]);
    const planned = planTransaction(dated, recordsOf([], [], [SEALED_DEFINITION]), countingIds(), NOW);
    expect(planned.put.cards.map((card) => card.conditionQuantities[0]?.purchaseDate)).toEqual([
      '2019-04-12',
      dated.date,
    ]);
    expect(planned.put.sealedProducts.map((product) => product.purchaseDate)).toEqual(['2018-05-01']);
  });

  it("gives what a line creates the line's status: an imported want list stays want, the rest have", () => {
    const wanted = draftOf('adjustment', [
      { name: 'Lightning Bolt', quantity: 1, price: 0, status: 'want' },
      { name: 'Shock', quantity: 1, price: 0 },
      boxLine({ price: 0, status: 'want' }),
    ]);
    const planned = planTransaction(wanted, recordsOf([], [], [SEALED_DEFINITION]), countingIds(), NOW);
    expect(planned.put.cards.map((card) => [card.name, card.status])).toEqual([
      ['Lightning Bolt', 'want'],
      ['Shock', 'have'],
    ]);
    expect(planned.put.sealedProducts.map((product) => product.status)).toEqual(['want']);
  });

  it('books the lines with no gain and the transaction at its total', () => {
    const [bolt, box] = change.transaction?.items ?? [];
    expect(bolt?.ledger).toMatchObject({ direction: 'in', costBasis: 11, feeShare: 1, realizedGain: 0 });
    expect(box?.ledger).toMatchObject({ costBasis: 99, feeShare: 9, realizedGain: 0 });
    expect(change.transaction).toMatchObject({ id: 'tx-1', totalValue: 100, timestamp: NOW });
  });

  it('refuses more sealed units than one transaction may bring in, before asking for their ids', () => {
    const many = draftOf('purchase', [
      { itemType: 'sealed_product', definitionId: 'definition-1', condition: 'Sealed', quantity: 600 },
      { itemType: 'sealed_product', definitionId: 'definition-1', condition: 'Sealed', quantity: 401 },
    ]);
    const plan = () => planTransaction(many, recordsOf([], [], [SEALED_DEFINITION]), countingIds(), NOW);
    expect(refusalOf(plan)).toEqual({
      status: 400,
      message: LEDGER_TEXTS.tooManyUnits,
      field: 'items.1.quantity',
    });
  });

  it('refuses a sealed line without a definition', () => {
    const bad = draftOf('purchase', [{ itemType: 'sealed_product', name: 'Box', condition: 'Sealed' }]);
    expect(refusalOf(() => planTransaction(bad, recordsOf(), countingIds(), NOW))).toEqual({
      status: 400,
      message: LEDGER_TEXTS.chooseDefinition('Box'),
      field: 'items.0.definitionId',
    });
  });
});

describe('sale', () => {
  const bolt = makeCard({
    conditionQuantities: [
      makeLine('Near Mint', 2, 1, { purchaseDate: '2024-03-01', transactionId: 'tx-a' }),
      makeLine('Near Mint', 1, 3, { purchaseDate: '2023-01-01' }),
      makeLine('Played', 1, 0.5),
    ],
  });
  const box = makeSealed({ purchasePrice: 100 });
  const current = recordsOf([bolt], [box]);
  // Proceeds 2 × 4.00 = 8.00 and 72.00; fees 5 + 3 + 2 = 10.00 by proceeds share: 1.00 and 9.00.
  const draft = draftOf(
    'sale',
    [
      { id: bolt.id, quantity: 2, price: 4 },
      { id: box.id, itemType: 'sealed_product', condition: 'Sealed', quantity: 1, price: 72 },
    ],
    { platformFee: 5, shippingCost: 3, taxAmount: 2 },
  );
  const change = planTransaction(draft, current, countingIds(), NOW);

  it('takes the oldest purchase first within the condition and records what it took', () => {
    const [cardLine] = change.transaction?.items ?? [];
    // 1 copy of the 2023 row at 3.00, then 1 of the 2024 row at 1.00.
    expect(cardLine?.ledger?.taken).toMatchObject({
      entity: 'cards',
      id: bolt.id,
      entries: [
        { condition: 'Near Mint', quantity: 1, purchasePrice: 3, purchaseDate: '2023-01-01' },
        {
          condition: 'Near Mint',
          quantity: 1,
          purchasePrice: 1,
          purchaseDate: '2024-03-01',
          transactionId: 'tx-a',
        },
      ],
    });
    expect(change.put.cards[0]?.conditionQuantities).toEqual([
      makeLine('Near Mint', 1, 1, { purchaseDate: '2024-03-01', transactionId: 'tx-a' }),
      makeLine('Played', 1, 0.5),
    ]);
  });

  it('realizes proceeds − cost basis − fee share per line', () => {
    const [cardLine, boxLine] = change.transaction?.items ?? [];
    expect(cardLine?.ledger).toMatchObject({ proceeds: 8, costBasis: 4, feeShare: 1, realizedGain: 3 });
    expect(boxLine?.ledger).toMatchObject({ proceeds: 72, costBasis: 100, feeShare: 9, realizedGain: -37 });
  });

  it('deletes a sealed instance sold whole and lists every record touched', () => {
    expect(change.delete.sealedProducts).toEqual([box.id]);
    expect(change.records).toEqual([
      { entity: 'transactions', id: 'tx-1', op: 'create' },
      { entity: 'cards', id: bolt.id, op: 'update' },
      { entity: 'sealedProducts', id: box.id, op: 'delete' },
    ]);
  });

  it('spreads fees equally where every line sold for nothing', () => {
    const free = draftOf(
      'sale',
      [
        { id: bolt.id, price: 0 },
        { id: bolt.id, condition: 'Played', price: 0 },
      ],
      { platformFee: 2 },
    );
    const lines = planTransaction(free, current, countingIds(), NOW).transaction?.items ?? [];
    expect(lines.map((line) => line.ledger?.feeShare)).toEqual([1, 1]);
  });

  it('deletes a card whose last copies were sold', () => {
    const last = draftOf('sale', [
      { id: bolt.id, quantity: 3 },
      { id: bolt.id, condition: 'Played' },
    ]);
    expect(planTransaction(last, current, countingIds(), NOW).delete.cards).toEqual([bolt.id]);
  });

  it('refuses to sell more than the condition holds, and a card that is gone or elsewhere', () => {
    const plan = (items: Parameters<typeof draftOf>[1]) => () =>
      planTransaction(draftOf('sale', items), current, countingIds(), NOW);
    expect(refusalOf(plan([{ id: bolt.id, quantity: 4 }]))).toEqual({
      status: 409,
      message: 'Quantity exceeds available amount for this condition',
      field: 'items.0.quantity',
    });
    // Two lines together asking for more than there is.
    expect(
      refusalOf(
        plan([
          { id: bolt.id, quantity: 2 },
          { id: bolt.id, quantity: 2 },
        ]),
      ).field,
    ).toBe('items.1.quantity');
    expect(refusalOf(plan([{ id: 'card-gone', name: 'Opt' }])).message).toBe(LEDGER_TEXTS.recordGone('Opt'));
    const elsewhere = makeCard({ collectionId: 'collection-2', name: 'Shock' });
    const other = () =>
      planTransaction(
        draftOf('sale', [{ id: elsewhere.id, name: 'Shock' }]),
        recordsOf([elsewhere]),
        countingIds(),
        NOW,
      );
    expect(refusalOf(other)).toMatchObject({ status: 409, message: LEDGER_TEXTS.otherCollection('Shock') });
    expect(refusalOf(plan([{ id: null, name: 'Opt' }]))).toMatchObject({ status: 400, field: 'items.0.id' });
  });

  it('leaves the current records as they were', () => {
    expect(bolt.conditionQuantities).toHaveLength(3);
    expect(current.sealedProducts.get(box.id)?.quantity).toBe(1);
  });
});

describe('trade', () => {
  const given = makeCard({ name: 'Tarmogoyf', conditionQuantities: [makeLine('Near Mint', 1, 2)] });
  // Given at 5.00 (market), received at 6.00 (agreed), fee 1.00 on the given side: gain 5 − 2 − 1 = 2.
  const draft = draftOf(
    'trade',
    [
      { id: given.id, name: 'Tarmogoyf', isGiven: true, price: 5, valueSource: 'market' },
      { name: 'Snapcaster Mage', isReceived: true, price: 6, valueSource: 'agreed' },
    ],
    { platformFee: 1 },
  );
  const change = planTransaction(draft, recordsOf([given]), countingIds(), NOW);

  it('sells the given side and buys the received side at their trade values', () => {
    const [out, arrived] = change.transaction?.items ?? [];
    expect(out?.ledger).toMatchObject({
      direction: 'out',
      proceeds: 5,
      costBasis: 2,
      feeShare: 1,
      realizedGain: 2,
    });
    expect(arrived?.ledger).toMatchObject({ direction: 'in', costBasis: 6, feeShare: 0, realizedGain: 0 });
    expect(change.put.cards.map((card) => [card.name, card.conditionQuantities[0]?.purchasePrice])).toEqual([
      ['Snapcaster Mage', 6],
    ]);
    expect(change.delete.cards).toEqual([given.id]);
    expect(change.transaction?.totalValue).toBe(6);
  });

  it('refuses a line on neither side', () => {
    const bad = draftOf('trade', [{ name: 'Opt' }]);
    expect(refusalOf(() => planTransaction(bad, recordsOf(), countingIds(), NOW))).toMatchObject({
      status: 400,
      field: 'items.0.isGiven',
    });
  });
});

describe('opening', () => {
  const box = makeSealed({ purchasePrice: 90 });
  const pulled = (marketPrices: Array<number | null>) =>
    draftOf('opening', [
      { id: box.id, itemType: 'sealed_product', condition: 'Sealed' },
      { name: 'Rare', marketPrice: marketPrices[0] ?? null },
      { name: 'Uncommon', quantity: 2, marketPrice: marketPrices[1] ?? null },
      { name: 'Common', marketPrice: marketPrices[2] ?? null },
    ]);
  const costs = (marketPrices: Array<number | null>) =>
    planTransaction(pulled(marketPrices), recordsOf([], [box]), countingIds(), NOW).put.cards.map(
      (card) => card.conditionQuantities[0]?.purchasePrice,
    );

  it('spreads the box’s cost over the pulled cards by market value, realizing nothing', () => {
    // Market values 20, 2 × 5 = 10 and none: 90 × 20/30 = 60, 90 × 10/30 = 30 (15 a copy), 0.
    expect(costs([20, 5, null])).toEqual([60, 15, 0]);
    const change = planTransaction(pulled([20, 5, null]), recordsOf([], [box]), countingIds(), NOW);
    expect(change.delete.sealedProducts).toEqual([box.id]);
    expect(change.transaction?.items.map((line) => line.ledger?.realizedGain)).toEqual([0, 0, 0, 0]);
    expect(change.transaction?.items[0]?.ledger?.costBasis).toBe(90);
  });

  it('gives every copy an equal share without prices', () => {
    expect(costs([null, null, null])).toEqual([22.5, 22.5, 22.5]);
  });

  it('refuses fees', () => {
    const withFee = { ...pulled([]), platformFee: 1 };
    expect(refusalOf(() => planTransaction(withFee, recordsOf([], [box]), countingIds(), NOW))).toMatchObject(
      {
        status: 400,
        message: LEDGER_TEXTS.noMoney,
      },
    );
  });
});

describe('adjustment', () => {
  const found = makeCard({ name: 'Opt', conditionQuantities: [makeLine('Near Mint', 1, 0.25)] });
  const lost = makeCard({ name: 'Shock', conditionQuantities: [makeLine('Played', 3, 0.1)] });
  const draft = draftOf('adjustment', [
    { id: found.id, name: 'Opt', quantity: 2, price: 9 },
    { id: lost.id, name: 'Shock', condition: 'Played', isGiven: true, quantity: 1 },
  ]);
  const change = planTransaction(draft, recordsOf([found, lost]), countingIds(), NOW);

  it('corrects quantities without money; what leaves is lost at its cost basis', () => {
    const [shock, opt] = change.put.cards;
    expect(opt?.conditionQuantities).toEqual([
      makeLine('Near Mint', 1, 0.25),
      makeLine('Near Mint', 2, null, { purchaseDate: '2025-06-01', transactionId: 'tx-1' }),
    ]);
    expect(shock?.conditionQuantities).toEqual([makeLine('Played', 2, 0.1)]);
    const lines = change.transaction?.items ?? [];
    expect(lines.map((line) => line.ledger?.proceeds)).toEqual([0, 0]);
    expect(lines[0]?.ledger?.realizedGain).toBe(0);
    expect(lines[1]?.ledger?.costBasis).toBeCloseTo(0.1, 10);
    expect(lines[1]?.ledger?.realizedGain).toBeCloseTo(-0.1, 10);
    // Removals are applied first (an opening needs their cost before anything arrives).
    expect(change.records.map((record) => [record.id, record.op])).toEqual([
      ['tx-1', 'create'],
      [lost.id, 'update'],
      [found.id, 'update'],
    ]);
  });
});
