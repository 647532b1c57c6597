import { sql } from 'drizzle-orm';
import { bigint, pgSequence, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * One sequence gives every write its revision, across all tables, so the change feed can order
 * rows of different entities by one number (see server/write/writeTransaction.ts for why a cursor
 * handed out is never passed by a later commit).
 */
export const revisionSequence = pgSequence('revision_seq');

export const nextRevision = sql`nextval('revision_seq')`;

/** Columns every synced row has: owner, server-made id, revision and timestamps. */
export const dataRowColumns = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  revision: bigint('revision', { mode: 'number' }).notNull().default(nextRevision),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
