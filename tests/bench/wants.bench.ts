/**
 * "Complete a set" (issue 26) over a 300-printing set with 50,000 copies in the collection: goal
 * ≤ 100 ms for the whole view's computation (finding each copy's printing, the missing printings and
 * their cost converted into the display currency). Also the trade binder over the same copies.
 * Prints figures; asserts nothing. Run with `npm run bench wants`.
 */

import { makePrinting } from '../../src/domain/testing/factories';
import { completeSet, type SetCopy } from '../../src/domain/wants/completeSet';
import { PLAYSET_KEEP, type TradeCopy, tradeSpares } from '../../src/domain/wants/tradeBinder';
import { measure, printMachineLoad } from './measure';

const SET_SIZE = 300;
const COPIES = 50_000;

const set = Array.from({ length: SET_SIZE }, (_, index) =>
  makePrinting({
    id: `p${index}`,
    name: `Card ${index}`,
    setCode: 'bch',
    collectorNumber: String(index + 1),
    tcgplayerId: index % 3 === 0 ? 10_000 + index : null,
    usd: index % 10 === 0 ? null : 0.1 + index / 100,
    eur: 0.2 + index / 100,
  }),
);
// Most copies are of other sets' cards; one in eight is of this set, so about a quarter of it is missing.
const copies: (SetCopy & TradeCopy)[] = Array.from({ length: COPIES }, (_, index) => {
  const ofSet = index % 8 === 0 && index % 300 < 225;
  const number = ofSet ? index % 225 : index % 5000;
  return {
    collectionId: `c${index % 3}`,
    name: ofSet ? `Card ${number}` : `Other ${number}`,
    setCode: ofSet ? 'BCH' : 'OTH',
    foil: index % 7 === 0,
    status: 'have',
    tcgplayer_id: ofSet && number % 3 === 0 ? 10_000 + number : null,
    conditionQuantities: [{ condition: 'Near Mint', quantity: 1 + (index % 3) }],
    unitPrice: index % 4 === 0 ? null : 1,
  };
});
const money = {
  currency: 'GBP',
  rates: [{ date: '2026-11-26', perEuro: { USD: 1.05, GBP: 0.84 } }],
  priceDate: '2026-11-27',
};

printMachineLoad();
const result = completeSet(set, copies, null, money);
console.log(
  `set of ${SET_SIZE}, ${COPIES} copies: ${result.missing.length} of ${result.total} missing, cost £${result.cost}`,
);
measure(`complete a set, across collections (${COPIES} copies)`, 100, () =>
  completeSet(set, copies, null, money),
);
measure('complete a set, one collection', 100, () => completeSet(set, copies, 'c1', money));
measure(`trade binder, playsets (${COPIES} copies)`, null, () => tradeSpares(copies, PLAYSET_KEEP));
printMachineLoad('after');
