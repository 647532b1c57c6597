import { describe, expect, it } from 'vitest';
import { makeCard, makeLine } from '../testing/factories';
import { countingIds, draftOf, NOW, recordsOf, savedTransaction } from '../testing/ledger';
import { planTransaction } from '../transactions/planTransaction';
import { computeCollectionFinance } from './collectionFinance';
import { realizedGain, transactionStats } from './ledgerTotals';

describe('finance from the ledger', () => {
  // Two copies bought at 1.00 and 3.00; both sold at 5.00 with a 1.00 fee: gain 10 − 4 − 1 = 5.
  const card = makeCard({
    conditionQuantities: [
      makeLine('Near Mint', 1, 1, { purchaseDate: '2024-01-01' }),
      makeLine('Near Mint', 1, 3, { purchaseDate: '2024-02-01' }),
    ],
  });
  const sale = savedTransaction(
    planTransaction(
      draftOf('sale', [{ id: card.id, quantity: 2, price: 5 }], { platformFee: 1 }),
      recordsOf([card]),
      countingIds(),
      NOW,
    ),
  );
  const purchase = savedTransaction(
    planTransaction(draftOf('purchase', [{ price: 2 }]), recordsOf(), countingIds(), NOW),
  );

  it('sums the lines’ realized gains', () => {
    expect(realizedGain([sale, purchase])).toBe(5);
  });

  it('answers the tiles with counts by type and the realized gain', () => {
    expect(transactionStats([sale, purchase])).toEqual({
      totalTransactions: 2,
      totalSpent: 2,
      totalEarned: 10,
      netTradeValue: 0,
      trades: 0,
      netValue: 8,
      byType: { purchase: 1, sale: 1, trade: 0, opening: 0, adjustment: 0 },
      realizedGain: 5,
    });
  });

  it('puts the realized gain in the finance record', () => {
    const record = computeCollectionFinance({
      cards: [],
      sealedProducts: [],
      transactions: [sale, purchase],
      marketPrices: [],
      now: new Date(NOW),
    });
    expect(record).toMatchObject({ totalRealizedGain: 5, totalSales: 1, totalPurchases: 1 });
  });
});
