import { pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { collections } from './data';

/**
 * When the user last asked for a collection's finance to be recalculated (the panel's "Last updated").
 * Not a synced entity: the figures themselves are computed on every read from the current rows.
 * Deleting the collection deletes its row.
 */
export const financeCalculations = pgTable(
  'finance_calculations',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    lastCalculated: timestamp('last_calculated', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.collectionId] })],
);
