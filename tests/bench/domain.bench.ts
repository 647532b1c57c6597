/**
 * Cards view and finance over a 50,000-card collection (src/domain). Goals: grouping well under 50 ms,
 * finance under 100 ms, both in Node on this machine. Prints medians of several runs;
 * asserts nothing.
 */
import { filterCards } from '../../src/domain/cards/filtering';
import { groupCards } from '../../src/domain/cards/grouping';
import { createMarketPriceResolver } from '../../src/domain/cards/pricing';
import { sortCardRows } from '../../src/domain/cards/sorting';
import { computeCollectionFinance } from '../../src/domain/finance/collectionFinance';
import { buildMarketPriceIndex } from '../../src/domain/finance/marketPriceIndex';
import { computeProductsWithoutPrices } from '../../src/domain/finance/productsWithoutPrices';
import { generateCollection } from '../../src/domain/testing/collectionGenerator';
import { measure, printMachineLoad } from './measure';

const CARD_COUNT = 50_000;
printMachineLoad();
const collection = generateCollection(CARD_COUNT, 42);
const lineCount = collection.cards.reduce((sum, card) => sum + card.conditionQuantities.length, 0);
console.log(
  `${CARD_COUNT} cards (${lineCount} condition lines), ${collection.marketPrices.length} market prices, ${collection.sealedProducts.length} sealed products`,
);

const index = buildMarketPriceIndex(collection.marketPrices);
const warmResolver = createMarketPriceResolver(index.cardPrice);
groupCards(collection.cards, 'product', warmResolver);

measure('build market-price index', null, () => buildMarketPriceIndex(collection.marketPrices));
measure('group by product (prices already resolved)', 50, () =>
  groupCards(collection.cards, 'product', warmResolver),
);
measure('group by transaction (prices already resolved)', 50, () =>
  groupCards(collection.cards, 'transaction', warmResolver),
);
measure('group none (prices already resolved)', 50, () => groupCards(collection.cards, 'none', warmResolver));
measure('group by product incl. resolving every price (cold)', null, () =>
  groupCards(collection.cards, 'product', createMarketPriceResolver(index.cardPrice)),
);
const productRows = groupCards(collection.cards, 'product', warmResolver);
const flatRows = groupCards(collection.cards, 'none', warmResolver);
measure(`sort ${productRows.length} product rows by name`, null, () =>
  sortCardRows(productRows, 'name', 'asc'),
);
measure(`sort ${flatRows.length} flat rows by set`, null, () => sortCardRows(flatRows, 'set', 'desc'));
measure(`sort ${flatRows.length} flat rows by gain/loss`, null, () =>
  sortCardRows(flatRows, 'gainLoss', 'desc'),
);
measure('filter 50,000 cards by search text and colour', null, () =>
  filterCards(collection.cards, { search: 'card 12', color: 'red' }),
);
measure('collection finance incl. building the price index', 100, () =>
  computeCollectionFinance({ ...collection, transactions: [], now: new Date(0) }),
);
measure('products without prices', null, () => computeProductsWithoutPrices(collection));
