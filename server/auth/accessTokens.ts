import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_SECONDS = 15 * 60;

export interface AccessClaims {
  userId: string;
  /** The refresh-token family (one sign-in); lets change-password keep the caller's own session. */
  sessionId: string;
}

export interface AccessTokens {
  sign(claims: AccessClaims): Promise<string>;
  /** The claims of a valid token, or undefined for a forged, malformed or expired one. */
  verify(token: string): Promise<AccessClaims | undefined>;
}

/** HS256 JWTs of 15 minutes, subject = user id (jose). */
export function createAccessTokens(secret: string): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign: ({ userId, sessionId }) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return undefined;
        return { userId: payload.sub, sessionId: payload.sid };
      } catch {
        return undefined;
      }
    },
  };
}
