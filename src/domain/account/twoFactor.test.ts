import { describe, expect, it } from 'vitest';
import { base32, newTotpSecret, normalizeRecoveryCode, TOTP_SECRET_BYTES, totpUri } from './twoFactor';

describe('two-factor helpers', () => {
  it('encodes base32 as RFC 4648 does (its test vectors, without padding)', () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(base32(bytes(''))).toBe('');
    expect(base32(bytes('f'))).toBe('MY');
    expect(base32(bytes('fo'))).toBe('MZXQ');
    expect(base32(bytes('foobar'))).toBe('MZXW6YTBOI');
  });

  it('makes a new 32-character base32 secret each time', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(secret.length * 5).toBe(TOTP_SECRET_BYTES * 8);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it('builds the otpauth URI authenticator apps read, with the account name escaped', () => {
    const uri = new URL(totpUri('JBSWY3DPEHPK3PXP', 'ana+cards@example.test'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Cardfolio:ana+cards@example.test');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: 'JBSWY3DPEHPK3PXP',
      issuer: 'Cardfolio',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });

  it('compares recovery codes without case, spaces or dashes', () => {
    expect(normalizeRecoveryCode(' ABCDE-fghij ')).toBe('abcdefghij');
    expect(normalizeRecoveryCode('abcde fghij')).toBe('abcdefghij');
  });
});
