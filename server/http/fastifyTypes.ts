import type { AccessTokens, VerifiedClaims } from '../auth/accessTokens';
import type { PasswordHasher } from '../auth/passwords';
import type { CatalogueAnswers } from '../catalogue/catalogueAnswer';
import type { Db } from '../db/database';
import type { Settings } from '../settings';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    accessTokens: AccessTokens;
    passwords: PasswordHasher;
    settings: Settings;
    /** The catalogue's built answers, shared by its route and the ingest schedule that warms them. */
    catalogueAnswers: CatalogueAnswers;
  }
  interface FastifyRequest {
    /** The signed-in user; set by `authenticate` on every authenticated route. */
    userId: string;
    /** The sign-in (refresh-token family) the access token belongs to. */
    sessionId: string;
    /** The token's claims, kept for the handler on a route that `foldsSessionCheck`. */
    claims: VerifiedClaims | null;
  }
  interface FastifyContextConfig {
    /** The handler's own query checks the signed-in user (handlers/handler.ts, SessionGuard). */
    foldsSessionCheck?: boolean;
  }
}
