import { User } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/renderApp';
import { storedUserKey } from './startup';
import { readUsableStoredUser } from './storedUser';

const NOW = 1_800_000_000;

/** A storage holding what oidc-client-ts itself writes for a user whose token ends at `expiresAt`. */
function storageWithLibraryUser(expiresAt: number): Pick<Storage, 'getItem'> {
  const user = new User({
    access_token: 'toegang',
    token_type: 'Bearer',
    id_token: 'id',
    profile: { sub: 'anna', iss: testConfig.oidcIssuer, aud: 'app', exp: expiresAt, iat: NOW, name: 'Anna' },
    expires_at: expiresAt,
  });
  const entries = new Map([[storedUserKey(testConfig), user.toStorageString()]]);
  return { getItem: (key) => entries.get(key) ?? null };
}

describe('readUsableStoredUser', () => {
  it('reads the user oidc-client-ts stored while its token is good', () => {
    const user = readUsableStoredUser(testConfig, NOW, storageWithLibraryUser(NOW + 600));
    expect(user?.access_token).toBe('toegang');
    expect(user?.profile.sub).toBe('anna');
    expect(user?.profile.name).toBe('Anna');
    expect(user?.id_token).toBe('id');
  });

  it('leaves a token within 30 seconds of its end to the library', () => {
    expect(readUsableStoredUser(testConfig, NOW, storageWithLibraryUser(NOW + 30))).toBeNull();
    expect(readUsableStoredUser(testConfig, NOW, storageWithLibraryUser(NOW + 31))).not.toBeNull();
  });

  it('is null without a stored user or with an unreadable one', () => {
    expect(readUsableStoredUser(testConfig, NOW, { getItem: () => null })).toBeNull();
    expect(readUsableStoredUser(testConfig, NOW, { getItem: () => '{niet json' })).toBeNull();
    expect(readUsableStoredUser(testConfig, NOW, { getItem: () => '{"access_token":"x"}' })).toBeNull();
  });
});
