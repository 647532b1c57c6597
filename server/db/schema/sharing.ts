import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Read-only share links (issue 26). Not synced (no revision): the device asks for them online. The
 * token is kept only as its sha256, so a leaked table or backup opens no page. `target_id` names a
 * collection or a location by kind, or nothing (the want list or trade binder across collections);
 * a share whose target is gone shows the not-found page.
 */
export const shares = pgTable(
  'shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind').notNull(),
    targetId: uuid('target_id'),
    showPrices: boolean('show_prices').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shares_user_idx').on(t.userId)],
);
