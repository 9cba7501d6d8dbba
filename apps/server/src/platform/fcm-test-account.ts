import { generateKeyPairSync } from 'node:crypto';

// For the tests of pushes through Firebase Cloud Messaging: a service account as Google hands it out.

/**
 * A Google service account of `projectId` with a new RSA key pair (PEM): `account` holds the fields of its
 * JSON file that FCM_SERVICE_ACCOUNT_JSON takes, `publicKey` checks what it signed.
 */
export function testServiceAccount(projectId: string) {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const account = {
    type: 'service_account',
    project_id: projectId,
    client_email: `pushes@${projectId}.iam.gserviceaccount.com`,
    private_key: privateKey,
  };
  return { account, publicKey, privateKey };
}
