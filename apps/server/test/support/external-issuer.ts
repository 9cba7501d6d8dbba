import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload } from 'jose';
import { CookieJar, type TokenSet } from '../oidc-client.js';
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from '../test-app.js';

/** The web app's client at the outside issuer, and the audience its realm puts in the API's tokens. */
export const EXTERNAL_CLIENT_ID = 'achterhoek-web';
export const EXTERNAL_AUDIENCE = 'achterhoek-api';

/** A private key to sign access tokens with (jose's, from `generateKeyPair`). */
export type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

export interface ExternalUser {
  id: string;
  username: string;
  givenName: string;
  familyName: string;
  email: string;
  /** The realm roles the app knows (the issuer adds Keycloak's default roles to every user). */
  roles: string[];
}

/** The realm's people: two without a role, a treasurer, an admin and a delegate (caregiver). */
export const EXTERNAL_USERS = {
  plain: person('ext-0001', 'wim', 'Wim', 'te Lintelo', []),
  treasurer: person('ext-0002', 'truus', 'Truus', 'Bosman', ['treasurer']),
  admin: person('ext-0003', 'arend', 'Arend', 'Wolbers', ['admin']),
  delegate: person('ext-0004', 'dientje', 'Dientje', 'Hoitink', ['delegate']),
  /** Somebody a delegate acts for. */
  delegator: person('ext-0005', 'riek', 'Riek', 'Hulshof', []),
} satisfies Record<string, ExternalUser>;

function person(id: string, username: string, givenName: string, familyName: string, roles: string[]) {
  return { id, username, givenName, familyName, email: `${username}@extern.example.nl`, roles };
}

export interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  end_session_endpoint: string;
  jwks_uri: string;
}

/** Signed-in tokens and the issuer's session cookie, as a browser holds them after signing in. */
export interface ExternalSignIn extends TokenSet {
  jar: CookieJar;
}

export interface ExternalIssuer {
  /** `http://127.0.0.1:<port>/realms/achterhoek` */
  issuer: string;
  discovery(): Promise<Discovery>;
  /** The authorization code flow with PKCE, as the web app runs it, for one of the realm's people. */
  signIn(user: ExternalUser): Promise<ExternalSignIn>;
  /** The web app's sign-out: RP-initiated logout at the issuer's end_session endpoint, confirmed. */
  signOut(signedIn: ExternalSignIn): Promise<Response>;
  /** The refresh grant the web app uses in the background. */
  refresh(refreshToken: string): Promise<Response>;
  /**
   * An access token signed with the issuer's key (or `key`, with the issuer's key id unless `kid` is
   * given): a treasurer's by default, valid for five minutes; `claims` change or add claims.
   */
  mint(claims?: JWTPayload, options?: { key?: SigningKey; kid?: string }): Promise<string>;
  stop(): Promise<void>;
}

const PROCESS_SCRIPT = fileURLToPath(new URL('./external-issuer-process.mjs', import.meta.url));
const SIGNING_KEY_ID = 'extern-realm-key';

/** Starts the issuer in its own process and waits for the address it answers at. */
export async function startExternalIssuer(): Promise<ExternalIssuer> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey: JWK = { ...(await exportJWK(privateKey)), kid: SIGNING_KEY_ID, alg: 'RS256', use: 'sig' };
  const child = spawn(process.execPath, [PROCESS_SCRIPT], {
    env: {
      ...process.env,
      EXTERNAL_ISSUER: JSON.stringify({
        signingKey,
        clientId: EXTERNAL_CLIENT_ID,
        audience: EXTERNAL_AUDIENCE,
        redirectUris: [`${TEST_PUBLIC_URL}/`],
        postLogoutRedirectUris: [`${TEST_PUBLIC_URL}/logout`],
        users: Object.values(EXTERNAL_USERS),
      }),
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const issuer = await firstLine(child);
  let discovered: Promise<Discovery> | undefined;
  const discovery = () =>
    (discovered ??= fetch(`${issuer}/.well-known/openid-configuration`).then(
      async (response) => (await response.json()) as Discovery,
    ));
  return {
    issuer,
    discovery,
    signIn: async (user) => signIn(await discovery(), user),
    signOut: async (signedIn) => signOut(await discovery(), signedIn),
    refresh: async (refreshToken) =>
      postForm((await discovery()).token_endpoint, {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: EXTERNAL_CLIENT_ID,
      }),
    mint: (claims = {}, options = {}) =>
      mintToken(
        issuer,
        options.key ?? privateKey,
        options.kid ?? SIGNING_KEY_ID,
        claims,
        EXTERNAL_USERS.treasurer,
      ),
    stop: () => stopProcess(child),
  };
}

function firstLine(child: ChildProcess): Promise<string> {
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve((JSON.parse(line) as { issuer: string }).issuer));
    child.once('exit', (code) => reject(new Error(`the external issuer ended (${code}): ${errors}`)));
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

function mintToken(
  issuer: string,
  key: SigningKey,
  kid: string,
  claims: JWTPayload,
  user: ExternalUser,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    iss: issuer,
    aud: EXTERNAL_AUDIENCE,
    azp: EXTERNAL_CLIENT_ID,
    sub: user.id,
    iat: now,
    exp: now + 300,
    given_name: user.givenName,
    family_name: user.familyName,
    email: user.email,
    realm_access: { roles: user.roles },
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'at+jwt' })
    .sign(key);
}

function postForm(url: string, fields: Record<string, string>, jar?: CookieJar): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(jar ? { cookie: jar.header() } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** A browser's step: the request with the jar's cookies, the answer's cookies kept, no redirect followed. */
async function browse(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, {
    ...init,
    redirect: 'manual',
    headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
  });
  jar.store({ headers: { 'set-cookie': response.headers.getSetCookie() } });
  return response;
}

/** Follows the issuer's redirects until one leaves it; answers where it sends the browser. */
async function followAtIssuer(jar: CookieJar, issuerOrigin: string, response: Response): Promise<URL> {
  let current = response;
  for (let hop = 0; hop < 10; hop += 1) {
    const location = current.headers.get('location');
    if (!location) throw new Error(`the issuer answered ${current.status}: ${await current.text()}`);
    const next = new URL(location, current.url || issuerOrigin);
    if (next.origin !== issuerOrigin) return next;
    current = await browse(jar, next.href);
  }
  throw new Error('too many redirects at the issuer');
}

async function signIn(discovery: Discovery, user: ExternalUser): Promise<ExternalSignIn> {
  const jar = new CookieJar();
  const issuerOrigin = new URL(discovery.issuer).origin;
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const authorize = new URL(discovery.authorization_endpoint);
  authorize.search = new URLSearchParams({
    client_id: EXTERNAL_CLIENT_ID,
    redirect_uri: `${TEST_PUBLIC_URL}/`,
    response_type: 'code',
    scope: 'openid profile email',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
  }).toString();
  const toLogin = await browse(jar, authorize.href);
  const loginPage = new URL(toLogin.headers.get('location') ?? '', issuerOrigin);
  if (loginPage.origin !== issuerOrigin) throw new Error(`authorisation answered ${loginPage.href}`);
  const posted = await browse(jar, loginPage.href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: user.username }).toString(),
  });
  const back = await followAtIssuer(jar, issuerOrigin, posted);
  const code = back.searchParams.get('code');
  if (back.searchParams.get('state') !== state || !code) throw new Error(`sign-in returned to ${back.href}`);
  const tokens = await postForm(discovery.token_endpoint, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: `${TEST_PUBLIC_URL}/`,
    client_id: EXTERNAL_CLIENT_ID,
    code_verifier: verifier,
  });
  if (tokens.status !== 200) throw new Error(`token exchange: ${tokens.status} ${await tokens.text()}`);
  return { ...((await tokens.json()) as TokenSet), jar };
}

async function signOut(discovery: Discovery, signedIn: ExternalSignIn): Promise<Response> {
  const logout = new URL(discovery.end_session_endpoint);
  logout.search = new URLSearchParams({
    id_token_hint: signedIn.id_token,
    post_logout_redirect_uri: `${TEST_PUBLIC_URL}/logout`,
    state: 'uitgelogd',
  }).toString();
  const confirm = await browse(signedIn.jar, logout.href);
  const form = await confirm.text();
  const action = /action="([^"]+)"/.exec(form)?.[1];
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(form)?.[1];
  if (!action || !xsrf) throw new Error(`no logout form: ${confirm.status} ${form}`);
  return browse(signedIn.jar, new URL(action, logout).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
  });
}

/**
 * The issuer's process and an app that signs in there (OIDC_ISSUER, OIDC_CLIENT_ID, and OIDC_AUDIENCE
 * unless `checksAudience` is false), both started before the describe's first test and stopped after its last.
 */
export function useExternalIssuerApp({ checksAudience = true } = {}): {
  t: TestApp;
  external: ExternalIssuer;
} {
  let issuer: ExternalIssuer | undefined;
  let built: TestApp | undefined;
  beforeAll(async () => {
    issuer = await startExternalIssuer();
    built = await createTestApp({
      env: {
        OIDC_ISSUER: issuer.issuer,
        OIDC_CLIENT_ID: EXTERNAL_CLIENT_ID,
        ...(checksAudience ? { OIDC_AUDIENCE: EXTERNAL_AUDIENCE } : {}),
      },
    });
  });
  afterAll(async () => {
    await built?.close();
    await issuer?.stop();
  });
  const current = <T>(value: T | undefined): T => {
    if (!value) throw new Error('The external issuer and its app exist only inside the describe.');
    return value;
  };
  const t: TestApp = {
    get app() {
      return current(built).app;
    },
    get config() {
      return current(built).config;
    },
    close: () => current(built).close(),
  };
  const external: ExternalIssuer = {
    get issuer() {
      return current(issuer).issuer;
    },
    discovery: () => current(issuer).discovery(),
    signIn: (user) => current(issuer).signIn(user),
    signOut: (signedIn) => current(issuer).signOut(signedIn),
    refresh: (token) => current(issuer).refresh(token),
    mint: (claims, options) => current(issuer).mint(claims, options),
    stop: () => current(issuer).stop(),
  };
  return { t, external };
}
