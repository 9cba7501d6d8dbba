import type Provider from 'oidc-provider';
import type { Db } from '../../platform/db/database.js';
import { createProvider, type ProviderOptions } from './provider.js';

/**
 * How many addresses get a login of their own. Only local-network addresses ever ask (see
 * platform/app-origin.ts), a handful on any real home network; the cap keeps a neighbour who invents Host
 * headers from making the server build providers without end. Beyond it, the app's own address answers.
 */
export const MAX_LOGIN_ORIGINS = 32;

/**
 * The OpenID Connect provider of each address the app is opened at: the issuer, the return address after
 * login and logout, and the links back to the app are that address's own, so a phone that opened the app
 * at the computer's network address signs in there. All of them share the accounts, sessions, keys and
 * settings; the one of the app's configured address always exists.
 */
export interface OriginProvider {
  provider: Provider;
  /** The provider's handler of its protocol requests (Node's request and response). */
  callback: ReturnType<Provider['callback']>;
}

export function createProviderRegistry(
  db: Db,
  options: Omit<ProviderOptions, 'issuer' | 'publicUrl'> & { publicUrl: string },
  onCreate: (provider: Provider) => void,
): (origin: string) => OriginProvider {
  const byOrigin = new Map<string, OriginProvider>();
  const create = (origin: string) => {
    const provider = createProvider(db, { ...options, issuer: `${origin}/auth`, publicUrl: origin });
    onCreate(provider);
    const entry = { provider, callback: provider.callback() };
    byOrigin.set(origin, entry);
    return entry;
  };
  const home = new URL(options.publicUrl).origin;
  const homeProvider = create(home);
  return (origin) => {
    const known = byOrigin.get(origin);
    if (known) return known;
    return byOrigin.size < MAX_LOGIN_ORIGINS ? create(origin) : homeProvider;
  };
}
