import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { AppConfig } from '../../../lib/app-config';
import { paths } from '../../../lib/paths';

/**
 * The OpenID Connect client: authorization code flow (oidc-client-ts adds PKCE by itself), tokens
 * renewed in the background, and the user kept in localStorage so a reload or a new tab stays signed in.
 */
export function createUserManager(config: AppConfig, origin = window.location.origin): UserManager {
  return new UserManager({
    authority: config.oidcIssuer,
    client_id: config.oidcClientId,
    redirect_uri: `${origin}${paths.landing}`,
    post_logout_redirect_uri: `${origin}${paths.logout}`,
    response_type: 'code',
    scope: 'openid profile email',
    automaticSilentRenew: true,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
  });
}

let shared: { key: string; manager: UserManager } | undefined;

/**
 * One UserManager per issuer and client for the page's lifetime. Each instance runs its own renewal
 * timers, so a second one (React's development double render creates components twice) would renew the
 * tokens twice and could invalidate a rotated refresh token.
 */
export function sharedUserManager(config: AppConfig): UserManager {
  const key = `${config.oidcIssuer}\n${config.oidcClientId}`;
  if (shared?.key !== key) shared = { key, manager: createUserManager(config) };
  return shared.manager;
}
