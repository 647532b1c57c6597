import { endpoint } from './endpoint';

/** Everything a collection's figures are computed from. */
const HOLDINGS = ['collections', 'cards', 'sealedProducts', 'transactions', 'marketPrices'] as const;

/**
 * Part 1 §7's /finance routes. Their answers are wrapped once more, `{ data: <record> }` (part 1 §7:
 * "Finance answers are read from the response's data.data field").
 */
export const financeEndpoints = {
  ofCollection: endpoint({ method: 'GET', path: '/finance/collection/:id', touches: HOLDINGS }),
  cardsOfCollection: endpoint({ method: 'GET', path: '/finance/collection/:id/cards', touches: HOLDINGS }),
  recalculate: endpoint({ method: 'POST', path: '/finance/collection/:id/recalculate', touches: HOLDINGS }),
  everyCollection: endpoint({ method: 'GET', path: '/finance/collections', touches: HOLDINGS }),
  summary: endpoint({ method: 'GET', path: '/finance/summary', touches: HOLDINGS }),
};
