import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { writeJsonFileOnce } from '../../platform/write-once.js';

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
  writeJsonFileOnce(file, keys);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as IdentityKeys;
}
