/**
 * Two-factor sign-in with a time-based one-time code (RFC 6238): the constants and the pure helpers
 * the device and the server share. The device makes the secret and shows it as a QR code; the server
 * only stores it once the user proves, with a first code, that the authenticator app has it.
 */

export { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from './totpFormat';

import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from './totpFormat';

const TOTP_ISSUER = 'Cardfolio';
/** Codes of the periods just before and after are accepted too (clocks drift). */
export const TOTP_WINDOW = 1;
/** 20 random bytes, the size RFC 4226 recommends for an HMAC-SHA1 key; 32 characters of base32. */
export const TOTP_SECRET_BYTES = 20;
export const RECOVERY_CODE_COUNT = 10;

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding (what authenticator apps read). */
export function base32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let text = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) text += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return text;
}

/** A fresh secret from the platform's cryptographic random source (browser and Node alike). */
export function newTotpSecret(): string {
  return base32(globalThis.crypto.getRandomValues(new Uint8Array(TOTP_SECRET_BYTES)));
}

/** The `otpauth://` URI authenticator apps scan from the QR code (Key Uri Format). */
export function totpUri(secret: string, accountName: string): string {
  const label = `${encodeURIComponent(TOTP_ISSUER)}:${encodeURIComponent(accountName)}`;
  const query = new URLSearchParams({
    secret,
    issuer: TOTP_ISSUER,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}

/** Recovery codes are typed by hand: lowercase, dash in the middle; compared without spaces or case. */
export const normalizeRecoveryCode = (code: string) => code.trim().toLowerCase().replace(/[\s-]/g, '');
