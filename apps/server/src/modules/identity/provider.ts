import Provider, { interactionPolicy, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import { createOidcAdapter } from './oidc-adapter.js';
import type { IdentityKeys } from './keys.js';
import { findAccountById } from './repository.js';
import { fullName } from './login-service.js';
import { errorPage, logoutPage, loggedOutPage } from './views.js';

export interface ProviderOptions {
  issuer: string;
  publicUrl: string;
  clientId: string;
  /** The API's resource indicator: the audience of every access token. */
  apiAudience: string;
  keys: IdentityKeys;
  trustProxy: boolean;
  /** The app's clock, for the times the adapter stores. */
  clock: Clock;
}

/** The only scope of the API resource; the first-party web client is granted it without a consent screen. */
export const API_SCOPE = 'api';
const OIDC_SCOPES = 'openid profile email';

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

/**
 * `prompt=create` (the OpenID "Initiating User Registration" spec, also understood by Keycloak) opens the
 * sign-up page instead of the login page; the result of a sign-up also counts as a login.
 */
function interactionPolicyWithSignUp() {
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: 'create', requestable: true }), 0);
  return policy;
}

export function createProvider(db: Db, options: ProviderOptions): Provider {
  const { clientId, apiAudience, publicUrl } = options;

  const configuration: Configuration = {
    adapter: createOidcAdapter(db, options.clock),
    clients: [
      {
        client_id: clientId,
        client_name: 'Achterhoek Mobiel',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${publicUrl}/`],
        post_logout_redirect_uris: [`${publicUrl}/logout`],
      },
    ],
    jwks: { keys: options.keys.signingKeys as NonNullable<Configuration['jwks']>['keys'] },
    cookies: { keys: options.keys.cookieKeys },
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name'],
      email: ['email', 'email_verified'],
    },
    // No offline_access: the web client signs in for as long as its session, never beyond a logout.
    scopes: ['openid', 'profile', 'email', API_SCOPE],
    // The web app reads names from the ID token; it never calls userinfo with an API token.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    async findAccount(_ctx, sub) {
      const account = await findAccountById(db, sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        async claims() {
          return {
            sub: account.id,
            name: fullName(account),
            given_name: account.givenName,
            family_name: account.familyName,
            email: account.email,
            email_verified: false,
          };
        },
      };
    },
    // Access tokens carry what the API authorises on, in the shape Keycloak uses, so either issuer works.
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const account = await findAccountById(db, token.accountId);
      if (!account) return undefined;
      return {
        azp: token.clientId,
        name: fullName(account),
        given_name: account.givenName,
        family_name: account.familyName,
        email: account.email,
        realm_access: { roles: account.roles },
        // The login session, as Keycloak's `sid`: the profile service's session log groups events by it.
        ...(token.sessionUid ? { sid: token.sessionUid } : {}),
      };
    },
    // The web app is first-party: it gets its grant without a consent screen.
    async loadExistingGrant(ctx) {
      const { oidc } = ctx;
      if (!oidc.client || !oidc.session?.accountId) return undefined;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
      if (grantId) {
        const existing = await oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      if (oidc.client.clientId !== clientId) return undefined;
      const grant = new oidc.provider.Grant({ clientId, accountId: oidc.session.accountId });
      // No offline_access: a refresh token of such a grant would outlive logout. The session's own refresh
      // token lasts as long as the session (30 days), and logout revokes the grant with its tokens.
      grant.addOIDCScope(OIDC_SCOPES);
      grant.addResourceScope(apiAudience, API_SCOPE);
      await grant.save();
      return grant;
    },
    responseTypes: ['code'],
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => apiAudience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== apiAudience) throw new Error('unknown resource');
          return {
            scope: API_SCOPE,
            audience: apiAudience,
            accessTokenTTL: 10 * MINUTE,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => {
          ctx.type = 'html';
          ctx.body = loggedOutPage(publicUrl);
        },
      },
    },
    interactions: {
      policy: interactionPolicyWithSignUp(),
      url: (_ctx, interaction) => `/auth/interaction/${interaction.uid}`,
    },
    clientBasedCORS: (_ctx, origin) => origin === new URL(publicUrl).origin,
    renderError: async (ctx, _out, error) => {
      ctx.type = 'html';
      ctx.body = errorPage(publicUrl, error);
    },
    ttl: {
      AccessToken: 10 * MINUTE,
      AuthorizationCode: MINUTE,
      IdToken: 60 * MINUTE,
      Interaction: 60 * MINUTE,
      // Older users should not have to log in every day: a session and its refresh token last 30 days.
      RefreshToken: 30 * DAY,
      Session: 30 * DAY,
      Grant: 30 * DAY,
    },
  };

  const provider = new Provider(options.issuer, configuration);
  provider.proxy = options.trustProxy;
  return provider;
}
