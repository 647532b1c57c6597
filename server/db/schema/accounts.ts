import {
  boolean,
  index,
  integer,
  json,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  username: text('username').notNull(),
  /** Stored lowercased (the Email schema lowercases), so the unique index is case-insensitive. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  /**
   * When a password change ended the other sessions, and the one sign-in it kept: access tokens of
   * any other sign-in issued before then are refused at once, not only when they expire.
   */
  otherSessionsEndedAt: timestamp('other_sessions_ended_at', { withTimezone: true }),
  keptSessionId: uuid('kept_session_id'),
  /** Base32 TOTP secret while two-factor sign-in is on, else null. */
  totpSecret: text('totp_secret'),
  /** The time step of the last code accepted at sign-in: a code works for one sign-in only. */
  totpLastStep: integer('totp_last_step'),
  /** sha256 of the unused recovery codes; each is removed when used. */
  recoveryCodeHashes: text('recovery_code_hashes').array().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Refresh tokens are opaque; only their sha256 is kept. A family is one sign-in and its rotations. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the token was exchanged; presenting it again is reuse. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_user_idx').on(t.userId)],
);

/** Stored answers of mutating calls, so a retried call answers the same without a second effect. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    // json, not jsonb: a replay must answer the same bytes, and jsonb reorders keys.
    response: json('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** Failed sign-in counters by email and by address; in the database so every instance sees them. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
});

/** Secrets the instances must share (the generated JWT secret on PostgreSQL). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
