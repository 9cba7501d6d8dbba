import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export interface IdentityKeys {
  /** Private signing keys for oidc-provider (the first one signs). */
  signingKeys: JWK[];
  /** Secrets that sign the provider's cookies. */
  cookieKeys: string[];
}

/**
 * Loads the provider's signing keys and cookie secrets from `DATA_DIR/keys`, creating them at first
 * start. Every instance of a deployment must see the same files (a shared volume or a secret mount).
 */
export async function loadOrCreateIdentityKeys(dataDir: string): Promise<IdentityKeys> {
  const directory = path.join(dataDir, 'keys');
  const file = path.join(directory, 'oidc-keys.json');
  if (fs.existsSync(file)) {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as IdentityKeys;
  }
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  const keys: IdentityKeys = {
    signingKeys: [{ ...jwk, kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' }],
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
  fs.mkdirSync(directory, { recursive: true, mode: 0o700 });
  // Written to a temporary file and linked into place: a crash never leaves half a file, and when two
  // instances start at once the link of the second fails and it reads the first one's keys.
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify(keys, null, 2), { mode: 0o600 });
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.unlinkSync(temporary);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as IdentityKeys;
}
