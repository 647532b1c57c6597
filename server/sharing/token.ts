import { createHash, randomBytes } from 'node:crypto';
import { SHARE_TOKEN_BYTES } from '../../src/domain/sharing/limits';

/** The stored form of a token: its sha256, so the table alone opens no page. */
export const hashShareToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new link's token (256 random bits, URL-safe) and its hash. */
export function newShareToken(): { token: string; tokenHash: string } {
  const token = randomBytes(SHARE_TOKEN_BYTES).toString('base64url');
  return { token, tokenHash: hashShareToken(token) };
}
