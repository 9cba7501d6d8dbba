import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import type Provider from 'oidc-provider';
import { PASSWORD_MIN_LENGTH } from '@achterhoek/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { knownAccounts, knownDeviceCookie } from './known-device.js';
import { registerPasswordResetPages } from './password-reset-routes.js';
import type { PasswordHasher } from './passwords.js';
import { authenticate, LOGIN_FAILED_MESSAGE, signUp, type LoginResult } from './login-service.js';
import { ASSETS_PATH, IDENTITY_CSS, LOGOUT_JS, loginPage, signUpPage } from './views.js';

interface InteractionOptions {
  db: Db;
  clock: Clock;
  /** Hashes new passwords and checks the ones typed at the configured work factor. */
  passwords: PasswordHasher;
  /** The provider of the address the request came to (see providers.ts). */
  providerFor: (request: FastifyRequest) => Provider;
  rateLimitPerMinute: number;
  /** Signs the cookie that marks a device an account signed in on before. */
  deviceKey: string;
  /** Sends the password-reset links. */
  mailer: Mailer;
  /** The app's address a request came to (reset links lead there). */
  appOrigin: (request: FastifyRequest) => string;
}

/** The Dutch answer to a refused login. */
function refusalMessage(result: Exclude<LoginResult, { ok: true }>): string {
  if (result.reason === 'throttled') {
    return `Te veel mislukte pogingen. Probeer het over ${result.retryAfterSeconds} seconden opnieuw.`;
  }
  if (result.reason === 'account-throttled') {
    return `Te veel pogingen, probeer het over ${Math.ceil(result.retryAfterSeconds / 60)} minuten opnieuw.`;
  }
  return LOGIN_FAILED_MESSAGE;
}

type UidRequest = FastifyRequest<{ Params: { uid: string } }>;

function html(reply: FastifyReply, body: string, status = 200) {
  // Pages with a password field are never cached, not even by the browser's back button.
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
}

function text(body: unknown, key: string): string {
  const value = (body as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' ? value : '';
}

/** The login and sign-up screens of the embedded provider (its "interactions"). */
export async function registerInteractions(app: FastifyInstance, options: InteractionOptions): Promise<void> {
  const { db, providerFor, clock, passwords } = options;

  await app.register(async (scope) => {
    // These are HTML screens of the login, not API: keep them out of the OpenAPI document.
    scope.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, hide: true };
    });
    await scope.register(formbody, { bodyLimit: 16 * 1024 });
    const limited = { config: { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } } };

    scope.get(`${ASSETS_PATH}/identity.css`, (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .type('text/css; charset=utf-8')
        .send(IDENTITY_CSS),
    );
    scope.get(`${ASSETS_PATH}/logout.js`, (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .type('text/javascript; charset=utf-8')
        .send(LOGOUT_JS),
    );

    registerPasswordResetPages(scope, {
      db,
      clock,
      passwords,
      mailer: options.mailer,
      appOrigin: options.appOrigin,
      rateLimitPerMinute: options.rateLimitPerMinute,
    });

    // Entry point the provider redirects to: show the screen its prompt asks for.
    scope.get('/auth/interaction/:uid', async (request: UidRequest, reply) => {
      const provider = providerFor(request);
      const details = await provider.interactionDetails(request.raw, reply.raw);
      if (details.prompt.name === 'create') {
        return html(reply, signUpPage({ uid: details.uid, passwordMinLength: PASSWORD_MIN_LENGTH }));
      }
      if (details.prompt.name === 'login') {
        const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint : undefined;
        return html(reply, loginPage({ uid: details.uid, email: hint }));
      }
      // Consent for the first-party client: grant what is missing and continue without a screen.
      return finishConsent(request, reply);
    });

    scope.get('/auth/interaction/:uid/aanmelden', async (request: UidRequest, reply) => {
      const provider = providerFor(request);
      const details = await provider.interactionDetails(request.raw, reply.raw);
      return html(reply, loginPage({ uid: details.uid }));
    });

    scope.get('/auth/interaction/:uid/registreren', async (request: UidRequest, reply) => {
      const provider = providerFor(request);
      const details = await provider.interactionDetails(request.raw, reply.raw);
      return html(reply, signUpPage({ uid: details.uid, passwordMinLength: PASSWORD_MIN_LENGTH }));
    });

    scope.post('/auth/interaction/:uid/login', limited, async (request: UidRequest, reply) => {
      const provider = providerFor(request);
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const email = text(request.body, 'email').trim();
      const password = text(request.body, 'password');
      if (!email || !password) {
        return html(reply, loginPage({ uid: details.uid, email, error: LOGIN_FAILED_MESSAGE }), 400);
      }
      const cookies = request.headers.cookie;
      const result = await authenticate(
        db,
        passwords,
        email,
        password,
        clock.now(),
        request.ip,
        knownAccounts(cookies, options.deviceKey),
      );
      if (!result.ok) {
        const refused = result.reason !== 'invalid';
        if (refused) void reply.header('retry-after', String(result.retryAfterSeconds));
        return html(
          reply,
          loginPage({ uid: details.uid, email, error: refusalMessage(result) }),
          refused ? 429 : 401,
        );
      }
      // This device signed in to the account: from now on it is exempt from the cross-address limit.
      // (Added to the raw response, beside any cookie the provider sets.)
      reply.raw.appendHeader(
        'set-cookie',
        knownDeviceCookie(cookies, options.deviceKey, result.account.id, request.protocol === 'https'),
      );
      const redirectTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: result.account.id, remember: true } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(redirectTo, 303);
    });

    scope.post('/auth/interaction/:uid/signup', limited, async (request: UidRequest, reply) => {
      const provider = providerFor(request);
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const values = {
        givenName: text(request.body, 'givenName'),
        familyName: text(request.body, 'familyName'),
        email: text(request.body, 'email'),
      };
      const result = await signUp(db, passwords, { ...values, password: text(request.body, 'password') });
      if (!result.ok) {
        return html(
          reply,
          signUpPage({
            uid: details.uid,
            values,
            errors: result.errors,
            passwordMinLength: PASSWORD_MIN_LENGTH,
          }),
          400,
        );
      }
      const redirectTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { create: {}, login: { accountId: result.account.id, remember: true } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(redirectTo, 303);
    });

    scope.get('/auth/interaction/:uid/abort', async (request: UidRequest, reply) => {
      const provider = providerFor(request);
      const redirectTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { error: 'access_denied', error_description: 'Aanmelden geannuleerd' },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(redirectTo, 303);
    });
  });

  async function finishConsent(request: UidRequest, reply: FastifyReply) {
    const provider = providerFor(request);
    const details = await provider.interactionDetails(request.raw, reply.raw);
    const accountId = details.session?.accountId;
    const clientId = details.params.client_id;
    if (!accountId || typeof clientId !== 'string') {
      return reply.redirect(`/auth/interaction/${details.uid}/abort`, 303);
    }
    const grant = details.grantId
      ? ((await provider.Grant.find(details.grantId)) ?? new provider.Grant({ accountId, clientId }))
      : new provider.Grant({ accountId, clientId });
    const missing = details.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    const grantId = await grant.save();
    const redirectTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
    return reply.redirect(redirectTo, 303);
  }
}
