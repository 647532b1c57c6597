import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
/** N = 2^15 (32 MiB, ~50 ms on one core) unless the setting says otherwise. */
export const DEFAULT_SCRYPT_LOG_N = 15;

function derive(password: string, salt: Buffer, { N = 1, r = 8, p = 1 }: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const options = { N, r, p, maxmem: 256 * N * r };
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export interface PasswordHasher {
  /** `scrypt$N$r$p$salt$hash`, salt and hash base64url, with a fresh random salt per password. */
  hash(password: string): Promise<string>;
  /** Uses the parameters stored in the hash, so raising the cost later keeps old passwords working. */
  verify(password: string, stored: string): Promise<boolean>;
  /**
   * Spends the time of one verification when there is no account to check against, so the answer's
   * timing does not tell which emails have an account.
   */
  verifyAgainstNothing(password: string): Promise<false>;
}

/** scrypt from node:crypto; `logN` is the cost (tests lower it to stay fast). */
export function createPasswordHasher(logN = DEFAULT_SCRYPT_LOG_N): PasswordHasher {
  const params = { N: 2 ** logN, r: 8, p: 1 };
  let dummy: Promise<string> | undefined;
  const hasher: PasswordHasher = {
    async hash(password) {
      const salt = randomBytes(16);
      const key = await derive(password, salt, params);
      return [
        'scrypt',
        params.N,
        params.r,
        params.p,
        salt.toString('base64url'),
        key.toString('base64url'),
      ].join('$');
    },
    async verify(password, stored) {
      const [scheme, n, r, p, salt, hash] = stored.split('$');
      if (scheme !== 'scrypt' || !salt || !hash) return false;
      const expected = Buffer.from(hash, 'base64url');
      const actual = await derive(password, Buffer.from(salt, 'base64url'), {
        N: Number(n),
        r: Number(r),
        p: Number(p),
      });
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
    async verifyAgainstNothing(password) {
      dummy ??= hasher.hash('not-a-real-password');
      await hasher.verify(password, await dummy);
      return false;
    },
  };
  return hasher;
}
