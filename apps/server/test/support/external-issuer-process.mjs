// An OpenID Connect issuer outside the app, for the tests of external-issuer.test.ts: oidc-provider (the
// library of the built-in login) set up as a Keycloak realm would be, in its own process. It answers on
// 127.0.0.1 at a port of its own choosing and writes `{"issuer": "..."}` as its first line on stdout.
//
// Its settings come in EXTERNAL_ISSUER as JSON: the signing key (a private JWK, never the app's), the
// web client (id, return addresses), the API's audience and the people who may sign in with their realm
// roles. A person signs in by posting their user name to the login page: no password, no screen.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import Provider from 'oidc-provider';

const settings = JSON.parse(process.env.EXTERNAL_ISSUER ?? '{}');
const REALM_PATH = '/realms/achterhoek';
// Keycloak's endpoints, so the app can only find them through discovery.
const OPENID_CONNECT = '/protocol/openid-connect';
const LOGIN_ACTIONS = '/login-actions/';
// Keycloak gives every realm user these roles besides the realm's own: the app must ignore them.
const KEYCLOAK_DEFAULT_ROLES = ['offline_access', 'uma_authorization', 'default-roles-achterhoek'];

// oidc-provider names a resource by an absolute URI; Keycloak's audience is the API client's id.
const API_RESOURCE = 'urn:achterhoek:api';

const usersById = new Map(settings.users.map((user) => [user.id, user]));

function readForm(request) {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(new URLSearchParams(body)));
    request.on('error', reject);
  });
}

function configuration() {
  const { clientId, audience } = settings;
  return {
    clients: [
      {
        client_id: clientId,
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: settings.redirectUris,
        post_logout_redirect_uris: settings.postLogoutRedirectUris,
      },
    ],
    jwks: { keys: [settings.signingKey] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username'],
      email: ['email', 'email_verified'],
    },
    scopes: ['openid', 'profile', 'email'],
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    routes: {
      authorization: `${OPENID_CONNECT}/auth`,
      token: `${OPENID_CONNECT}/token`,
      jwks: `${OPENID_CONNECT}/certs`,
      userinfo: `${OPENID_CONNECT}/userinfo`,
      end_session: `${OPENID_CONNECT}/logout`,
      revocation: `${OPENID_CONNECT}/revoke`,
    },
    async findAccount(_ctx, sub) {
      const user = usersById.get(sub);
      if (!user) return undefined;
      return { accountId: user.id, claims: async () => ({ sub: user.id, ...profileClaims(user) }) };
    },
    // Keycloak's access token: the client as `azp`, the names, and the realm roles under realm_access.
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const user = usersById.get(token.accountId);
      if (!user) return undefined;
      return {
        typ: 'Bearer',
        azp: token.clientId,
        ...profileClaims(user),
        realm_access: { roles: [...user.roles, ...KEYCLOAK_DEFAULT_ROLES] },
        ...(token.sessionUid ? { sid: token.sessionUid, session_state: token.sessionUid } : {}),
      };
    },
    // The web client is the realm's own: no consent screen.
    async loadExistingGrant(ctx) {
      const { oidc } = ctx;
      if (!oidc.client || !oidc.session?.accountId) return undefined;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
      const existing = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      if (existing) return existing;
      const grant = new oidc.provider.Grant({
        clientId: oidc.client.clientId,
        accountId: oidc.session.accountId,
      });
      grant.addOIDCScope('openid profile email');
      grant.addResourceScope(API_RESOURCE, 'api');
      await grant.save();
      return grant;
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_RESOURCE,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== API_RESOURCE) throw new Error('unknown resource');
          return {
            scope: 'api',
            audience,
            accessTokenTTL: 300,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `${REALM_PATH}${LOGIN_ACTIONS}${interaction.uid}` },
  };
}

function profileClaims(user) {
  return {
    name: `${user.givenName} ${user.familyName}`,
    given_name: user.givenName,
    family_name: user.familyName,
    preferred_username: user.username,
    email: user.email,
    email_verified: true,
  };
}

/** The login page: GET shows that an interaction is waiting, POST `username=…` signs that person in. */
async function loginAction(provider, request, response) {
  const details = await provider.interactionDetails(request, response);
  if (request.method !== 'POST') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end(`login ${details.uid}`);
    return;
  }
  const username = (await readForm(request)).get('username');
  const user = settings.users.find((candidate) => candidate.username === username);
  if (!user) {
    response.writeHead(401, { 'content-type': 'text/plain' }).end('unknown user');
    return;
  }
  await provider.interactionFinished(request, response, { login: { accountId: user.id } });
}

// The tests hold this process's standard input: when they end, even without stopping it, it ends too.
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();

const server = http.createServer();
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address();
  const issuer = `http://127.0.0.1:${port}${REALM_PATH}`;
  const provider = new Provider(issuer, configuration());
  const callback = provider.callback();
  server.on('request', (request, response) => {
    if (!request.url.startsWith(`${REALM_PATH}/`)) {
      response.writeHead(404).end();
      return;
    }
    // Mounted under the realm's path as a reverse proxy would: oidc-provider reads the rest.
    request.originalUrl = request.url;
    request.url = request.url.slice(REALM_PATH.length);
    if (!request.url.startsWith(LOGIN_ACTIONS)) {
      callback(request, response);
      return;
    }
    loginAction(provider, request, response).catch((error) => {
      response.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
    });
  });
  process.stdout.write(`${JSON.stringify({ issuer })}\n`);
});
