import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from './passwords';

describe('password hashing', () => {
  const hasher = createPasswordHasher(10);

  it('verifies the right password and refuses others', async () => {
    const stored = await hasher.hash('correct horse');
    expect(await hasher.verify('correct horse', stored)).toBe(true);
    expect(await hasher.verify('correct horse ', stored)).toBe(false);
    expect(await hasher.verify('', stored)).toBe(false);
  });

  it('salts every hash, so one password stored twice gives two different hashes', async () => {
    const [a, b] = await Promise.all([hasher.hash('same password'), hasher.hash('same password')]);
    expect(a).not.toBe(b);
    expect(a.split('$').slice(0, 4)).toEqual(['scrypt', String(2 ** 10), '8', '1']);
  });

  it('verifies with the parameters stored in the hash, whatever the current cost', async () => {
    const stored = await createPasswordHasher(11).hash('older cost');
    expect(await hasher.verify('older cost', stored)).toBe(true);
  });

  it('refuses malformed stored values instead of throwing', async () => {
    expect(await hasher.verify('x', 'plain-text')).toBe(false);
    expect(await hasher.verify('x', 'scrypt$1024$8$1$$')).toBe(false);
  });

  it('verifyAgainstNothing is always false', async () => {
    expect(await hasher.verifyAgainstNothing('anything')).toBe(false);
  });
});
