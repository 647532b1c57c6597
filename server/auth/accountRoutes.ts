import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_TEXTS } from '../../src/domain/account/accountTexts';
import { API } from '../../src/domain/api';
import type { Tx } from '../db/database';
import {
  cards,
  collections,
  idempotencyKeys,
  marketPrices,
  refreshTokens,
  sealedDefinitions,
  sealedProducts,
  tombstones,
  transactions,
  users,
} from '../db/schema';
import { StatusError } from '../errors/statusError';
import { ok } from '../http/envelope';
import { route } from '../http/route';
import { sendWrite } from '../http/write';
import { EMAIL_TAKEN } from './sessionRoutes';
import { revokeOtherSessions, toUser } from './sessions';

export const WRONG_CURRENT_PASSWORD = 'currentPassword: Current password is incorrect';
export const WRONG_PASSWORD = `password: ${ACCOUNT_TEXTS.wrongPassword}`;

export async function loadUser(tx: Pick<Tx, 'select'>, userId: string) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user) throw new StatusError(404, 'User not found');
  return user;
}

/** The signed-in user's own account: profile, password, deactivation. */
export async function accountRoutes(app: FastifyInstance) {
  const { profile, updateProfile, changePassword, deactivate } = API.account;

  route(app, profile, async (_, request) => ok(toUser(await loadUser(app.db, request.userId))));

  route(app, updateProfile, async ({ body: input }, request, reply) =>
    sendWrite(request, reply, async (tx) => {
      if (input.email) {
        const [other] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, input.email), ne(users.id, request.userId)));
        if (other) throw new StatusError(409, EMAIL_TAKEN);
      }
      const [user] = await tx
        .update(users)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(users.id, request.userId))
        .returning();
      return { statusCode: 200, body: ok(toUser(user)) };
    }),
  );

  /**
   * Needs the current password; signs out every other device (their refresh tokens stop working).
   * Every read goes through the write's transaction: inside a push batch it is the only connection.
   */
  route(app, changePassword, async ({ body: input }, request, reply) =>
    sendWrite(request, reply, async (tx) => {
      const user = await loadUser(tx, request.userId);
      if (!(await app.passwords.verify(input.currentPassword, user.passwordHash))) {
        throw new StatusError(400, WRONG_CURRENT_PASSWORD);
      }
      const passwordHash = await app.passwords.hash(input.newPassword);
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, request.userId));
      await revokeOtherSessions(tx, request.userId, request.sessionId);
      return { statusCode: 200, body: ok(null) };
    }),
  );

  /** Needs the password again. The account stays (inactive, refusing sign-in); its data is deleted. */
  route(app, deactivate, async ({ body: input }, request, reply) =>
    sendWrite(request, reply, async (tx) => {
      const user = await loadUser(tx, request.userId);
      if (!(await app.passwords.verify(input.password, user.passwordHash))) {
        throw new StatusError(400, WRONG_PASSWORD);
      }
      await deleteAllData(tx, request.userId);
      await tx
        .update(users)
        .set({ isActive: false, deactivatedAt: new Date(), updatedAt: new Date() })
        .where(eq(users.id, request.userId));
      return { statusCode: 200, body: ok(null) };
    }),
  );
}

/** Children before parents (foreign keys). No tombstones: no device of this account may sync again. */
async function deleteAllData(tx: Tx, userId: string) {
  for (const table of [tombstones, transactions, marketPrices, sealedProducts, cards, sealedDefinitions]) {
    await tx.delete(table).where(eq(table.userId, userId));
  }
  await tx.delete(collections).where(eq(collections.userId, userId));
  await tx.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));
}
