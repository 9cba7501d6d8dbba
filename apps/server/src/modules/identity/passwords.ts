import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { PASSWORD_WORK_FACTORS } from '../../platform/config.js';

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * scrypt's cost as a power of two (N = 2^workFactor, r = 8, p = 1). 15 is OWASP's scrypt baseline: about
 * 32 MiB and a fifth of a second of one core per hash on a small server. The tests lower it
 * (PASSWORD_WORK_FACTOR), as they do every deliberately slow step, so that their thousands of sign-ins
 * cost milliseconds; the hash records its parameters, so a hash made at one factor verifies at any other.
 */
export const DEFAULT_PASSWORD_WORK_FACTOR = PASSWORD_WORK_FACTORS.default;
const { min: MIN_PASSWORD_WORK_FACTOR, max: MAX_PASSWORD_WORK_FACTOR } = PASSWORD_WORK_FACTORS;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
/** scrypt needs 128 · N · r bytes (128 MiB at the highest factor allowed); it is given twice that. */
const maxMemoryFor = (n: number, r: number): number => 2 * 128 * n * r;

/** Hashing and checking passwords at one work factor, as the app's configuration sets it. */
export interface PasswordHasher {
  /** `scrypt$N$r$p$salt$key` (base64), so parameters can be raised later. */
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /**
   * A hash of a random password, compared against when the account does not exist, so an unknown address
   * costs as much as a wrong password.
   */
  decoyHash(): Promise<string>;
}

export function createPasswordHasher(workFactor: number = DEFAULT_PASSWORD_WORK_FACTOR): PasswordHasher {
  if (
    !Number.isInteger(workFactor) ||
    workFactor < MIN_PASSWORD_WORK_FACTOR ||
    workFactor > MAX_PASSWORD_WORK_FACTOR
  ) {
    throw new RangeError(
      `The password work factor is a whole number from ${MIN_PASSWORD_WORK_FACTOR} to ${MAX_PASSWORD_WORK_FACTOR}`,
    );
  }
  const n = 2 ** workFactor;
  const hash = async (password: string): Promise<string> => {
    const salt = randomBytes(16);
    const key = await scrypt(password, salt, KEY_LENGTH, {
      N: n,
      r: BLOCK_SIZE,
      p: PARALLELISM,
      maxmem: maxMemoryFor(n, BLOCK_SIZE),
    });
    return ['scrypt', n, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
  };
  let decoy: Promise<string> | undefined;
  return {
    hash,
    verify: verifyPassword,
    decoyHash: () => (decoy ??= hash(randomBytes(12).toString('base64'))),
  };
}

/** Checks a password against a stored hash, with the parameters the hash records. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, nText, rText, pText, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !nText || !rText || !pText || !saltText || !keyText) return false;
  const [n, r, p] = [Number(nText), Number(rText), Number(pText)];
  // A stored hash asks for its own cost: one above what the app may make is refused, not computed.
  if (!(n <= 2 ** MAX_PASSWORD_WORK_FACTOR && r === BLOCK_SIZE && p === PARALLELISM)) return false;
  const expected = Buffer.from(keyText, 'base64');
  const actual = await scrypt(password, Buffer.from(saltText, 'base64'), expected.length, {
    N: n,
    r,
    p,
    maxmem: maxMemoryFor(n, r),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
