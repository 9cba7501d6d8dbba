import { describe, expect, it } from 'vitest';
import { createPasswordHasher, DEFAULT_PASSWORD_WORK_FACTOR, verifyPassword } from './passwords.js';

describe('password hashing', () => {
  it('uses scrypt at N = 2^15 unless told otherwise, and verifies the right password only', async () => {
    expect(DEFAULT_PASSWORD_WORK_FACTOR).toBe(15);
    const hash = await createPasswordHasher().hash('correct horse battery');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
  });

  it('verifies a hash made at another work factor by the parameters it records', async () => {
    const cheap = createPasswordHasher(10);
    const made = await cheap.hash('zelfde wachtwoord');
    expect(made).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await createPasswordHasher(15).verify('zelfde wachtwoord', made)).toBe(true);
    expect(await createPasswordHasher(15).verify('ander wachtwoord', made)).toBe(false);
  });

  it('salts every hash', async () => {
    const hasher = createPasswordHasher(10);
    expect(await hasher.hash('zelfde')).not.toBe(await hasher.hash('zelfde'));
  });

  it('makes one decoy hash per hasher, at its work factor, that no password is likely to match', async () => {
    const hasher = createPasswordHasher(10);
    const decoy = await hasher.decoyHash();
    expect(await hasher.decoyHash()).toBe(decoy);
    expect(decoy).toMatch(/^scrypt\$1024\$/);
    expect(await hasher.verify('', decoy)).toBe(false);
  });

  it('refuses a work factor outside 10–17 when the app starts', () => {
    expect(() => createPasswordHasher(9)).toThrow(RangeError);
    expect(() => createPasswordHasher(18)).toThrow(RangeError);
    expect(() => createPasswordHasher(12.5)).toThrow(RangeError);
  });

  it('rejects a malformed stored hash, or one asking for more work than allowed, instead of computing it', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', `scrypt$${2 ** 24}$8$1$c2FsdA==$a2V5`)).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1024$16$1$c2FsdA==$a2V5')).toBe(false);
  });
});
