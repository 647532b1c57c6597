import type { MarketPriceRecord } from '../finance/marketPriceIndex';
import type { Card, SealedProduct, Transaction } from '../schemas';
import { makePrice } from '../testing/factories';
import {
  applyChangeSet,
  countingIds,
  draftOf,
  NOW,
  recordsOf,
  SEALED_DEFINITION,
  savedTransaction,
} from '../testing/ledger';
import { planTransaction } from '../transactions';

/**
 * The hand-computed collection of the profit tests (unit and end-to-end), run through the real ledger:
 * 1. 2025-03-01 purchase: 3 × Lightning Bolt at $4, 1 × Dominaria Booster Box at $60.
 * 2. 2025-03-05 sale: 1 Bolt for $10, platform fee $1 → cost basis 4, gain 10 − 4 − 1 = 5.
 * 3. 2025-03-10 trade with Alex: 1 Bolt given at $6 for 1 Counterspell at $7 → gain 6 − 4 = 2, amount 1.
 * 4. 2025-03-12 opening of the box: Shivan Dragon (market $50) and Opt ($10) → costs 50 and 10, no gain.
 * Market prices now: Bolt $7, Counterspell $8, Shivan Dragon $40, Opt none.
 */
export interface ProfitScenario {
  cards: Card[];
  sealedProducts: SealedProduct[];
  transactions: Transaction[];
  marketPrices: MarketPriceRecord[];
}

export function buildProfitScenario(): ProfitScenario {
  let records = recordsOf([], [], [SEALED_DEFINITION]);
  const transactions: Transaction[] = [];
  const ids = countingIds();
  const run = (draft: ReturnType<typeof draftOf>) => {
    const change = planTransaction(draft, records, ids, NOW);
    records = applyChangeSet(records, change);
    transactions.push(savedTransaction(change));
  };
  run(
    draftOf(
      'purchase',
      [
        { name: 'Lightning Bolt', quantity: 3, price: 4 },
        {
          itemType: 'sealed_product',
          name: SEALED_DEFINITION.name,
          set: SEALED_DEFINITION.set,
          definitionId: SEALED_DEFINITION.id,
          condition: 'Sealed',
          price: 60,
        },
      ],
      { date: '2025-03-01' },
    ),
  );
  const bolt = () => [...records.cards.values()].find((card) => card.name === 'Lightning Bolt');
  run(draftOf('sale', [{ id: bolt()?.id ?? null, price: 10 }], { date: '2025-03-05', platformFee: 1 }));
  run(
    draftOf(
      'trade',
      [
        { id: bolt()?.id ?? null, price: 6, isGiven: true },
        { name: 'Counterspell', price: 7, isReceived: true },
      ],
      { date: '2025-03-10', tradePartner: 'Alex' },
    ),
  );
  const box = [...records.sealedProducts.values()][0];
  run(
    draftOf(
      'opening',
      [
        { id: box?.id ?? null, itemType: 'sealed_product', condition: 'Sealed', price: 0 },
        { name: 'Shivan Dragon', price: 0, marketPrice: 50 },
        { name: 'Opt', price: 0, marketPrice: 10 },
      ],
      { date: '2025-03-12' },
    ),
  );
  return {
    cards: [...records.cards.values()],
    sealedProducts: [...records.sealedProducts.values()],
    transactions,
    marketPrices: [
      makePrice('Lightning Bolt|M10|Near Mint', 7),
      makePrice('Counterspell|M10|Near Mint', 8),
      makePrice('Shivan Dragon|M10|Near Mint', 40),
    ],
  };
}
