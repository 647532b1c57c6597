import { API } from '../../src/domain/api';
import { findOwnedCollection } from '../collections/queries';
import { done, type Handler, reads, writes } from '../handlers/handler';
import { computeCardFinance } from './cardFinance';
import { loadItems, readSnapshot } from './collectionItems';
import {
  collectionFinance,
  everyCollectionFinance,
  financeSummary,
  recalculateCollectionFinance,
} from './financeRecords';

const { finance } = API;

/**
 * Part 1 §7: "Finance answers are read from the response's data.data field". The finance endpoints
 * alone wrap their record once more, `{ success: true, data: { data: <record> } }`, so a client
 * written to the spec reads them where it expects them. Errors keep the usual envelope.
 */
const financeRecord = <T>(record: T) => ({ data: record });

/** Part 1 §7's /finance endpoints, computed with the same domain functions the app uses. */
export const financeHandlers: Handler[] = [
  reads(finance.ofCollection, async (db, userId, { params: { id } }) => {
    await findOwnedCollection(db, userId, id);
    return financeRecord(await readSnapshot(db, (tx) => collectionFinance(tx, userId, id)));
  }),

  reads(finance.cardsOfCollection, async (db, userId, { params: { id } }) => {
    await findOwnedCollection(db, userId, id);
    const items = await readSnapshot(db, (tx) => loadItems(tx, userId, id));
    return financeRecord(computeCardFinance(items, new Date()));
  }),

  writes(finance.recalculate, async (tx, userId, { params: { id } }) => {
    await findOwnedCollection(tx, userId, id);
    return done(financeRecord(await recalculateCollectionFinance(tx, userId, id)));
  }),

  reads(finance.everyCollection, async (db, userId) =>
    financeRecord(await readSnapshot(db, (tx) => everyCollectionFinance(tx, userId))),
  ),

  reads(finance.summary, async (db, userId) =>
    financeRecord(await readSnapshot(db, (tx) => financeSummary(tx, userId))),
  ),
];
