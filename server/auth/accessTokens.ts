import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_SECONDS = 15 * 60;

export interface AccessClaims {
  userId: string;
  /** The refresh-token family (one sign-in); lets change-password keep the caller's own session. */
  sessionId: string;
}

/**
 * A verified token's claims and when it was issued, in milliseconds: the `iat_ms` claim (the JWT's own
 * `iat` has whole seconds, too coarse to tell a sign-in just before a password change from one just
 * after it); `iat` for tokens signed before that claim existed.
 */
export interface VerifiedClaims extends AccessClaims {
  issuedAtMs: number;
}

export interface AccessTokens {
  sign(claims: AccessClaims): Promise<string>;
  /** The claims of a valid token, or undefined for a forged, malformed or expired one. */
  verify(token: string): Promise<VerifiedClaims | undefined>;
}

/** HS256 JWTs of 15 minutes, subject = user id (jose). */
export function createAccessTokens(secret: string): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ userId, sessionId }) =>
      new SignJWT({ sid: sessionId, iat_ms: Date.now() })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined;
        if (typeof payload.iat !== 'number') return undefined;
        const issuedAtMs = typeof payload.iat_ms === 'number' ? payload.iat_ms : payload.iat * 1000;
        return { userId: payload.sub, sessionId: payload.sid, issuedAtMs };
      } catch {
        return undefined;
      }
    },
  };
}
