import { createECDH, randomBytes } from 'node:crypto';

/** A browser's push subscription keys, of their real sizes: a P-256 public key and a 16-byte secret. */
export function pushKeys(): { p256dh: string; auth: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}
