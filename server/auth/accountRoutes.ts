import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ChangePasswordInput, ProfileUpdate } from '../../src/domain/schemas';
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
import { HttpError, ok } from '../http/envelope';
import { parseInput, parsePartialBody } from '../http/validate';
import { sendWrite } from '../http/write';
import { EMAIL_TAKEN } from './sessionRoutes';
import { revokeOtherSessions, toUser } from './sessions';

export const WRONG_CURRENT_PASSWORD = 'currentPassword: Current password is incorrect';

async function loadUser(tx: Pick<Tx, 'select'>, userId: string) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  if (!user) throw new HttpError(404, 'User not found');
  return user;
}

/** The signed-in user's own account: profile, password, deactivation. */
export async function accountRoutes(app: FastifyInstance) {
  app.get('/auth/profile', async (request) => ok(toUser(await loadUser(app.db, request.userId))));

  app.put('/auth/profile', async (request, reply) => {
    const input = parsePartialBody(ProfileUpdate, request.body);
    return sendWrite(request, reply, async (tx) => {
      if (input.email) {
        const [other] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, input.email), ne(users.id, request.userId)));
        if (other) throw new HttpError(409, EMAIL_TAKEN);
      }
      const [user] = await tx
        .update(users)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(users.id, request.userId))
        .returning();
      return { statusCode: 200, body: ok(toUser(user)) };
    });
  });

  /** Needs the current password; signs out every other device (their refresh tokens stop working). */
  app.put('/auth/change-password', async (request, reply) => {
    const input = parseInput(ChangePasswordInput, request.body, 'body');
    // Every read goes through the write's transaction: inside a push batch it is the only connection.
    return sendWrite(request, reply, async (tx) => {
      const user = await loadUser(tx, request.userId);
      if (!(await app.passwords.verify(input.currentPassword, user.passwordHash))) {
        throw new HttpError(400, WRONG_CURRENT_PASSWORD);
      }
      const passwordHash = await app.passwords.hash(input.newPassword);
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, request.userId));
      await revokeOtherSessions(tx, request.userId, request.sessionId);
      return { statusCode: 200, body: ok(null) };
    });
  });

  /** The account stays (inactive, refusing sign-in); everything it owned is deleted. */
  app.delete('/auth/deactivate', async (request, reply) =>
    sendWrite(request, reply, async (tx) => {
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
