import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, PASSWORD_RESET_LINK_MINUTES } from '@achterhoek/contracts';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import {
  NEW_PASSWORD_PATH,
  requestPasswordReset,
  resetLinkWorks,
  setPasswordWithLink,
} from './password-reset.js';
import type { PasswordHasher } from './passwords.js';
import {
  FORGOT_PASSWORD_PATH,
  forgotPasswordPage,
  newPasswordPage,
  passwordChangedPage,
  resetLinkInvalidPage,
  resetRequestedPage,
  tooManyResetRequestsPage,
} from './views.js';

interface PasswordResetPageOptions {
  db: Db;
  clock: Clock;
  passwords: PasswordHasher;
  mailer: Mailer;
  /** The app's address the request came to: the reset link and the way back lead there. */
  appOrigin: (request: FastifyRequest) => string;
  rateLimitPerMinute: number;
}

const EmailSchema = z.string().trim().min(3).max(254).pipe(z.email());
/** An interaction id of oidc-provider (for the way back to the login); anything else is ignored. */
const UidSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
/** A link's token: 32 random bytes in base64url. */
const TokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

function html(reply: FastifyReply, body: string, status = 200) {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
}

function field(source: unknown, key: string): string {
  const value = (source as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' ? value : '';
}

function uidOf(value: string): string | undefined {
  return UidSchema.safeParse(value).success ? value : undefined;
}

function tokenOf(value: string): string {
  return TokenSchema.safeParse(value).success ? value : '';
}

/**
 * 'Wachtwoord vergeten?' in the embedded login: ask the address, mail a single-use link, choose a new
 * password with it. Registered inside the login screens' scope (form bodies, hidden from OpenAPI).
 */
export function registerPasswordResetPages(scope: FastifyInstance, options: PasswordResetPageOptions): void {
  const { db, clock, passwords, mailer, appOrigin } = options;
  const limited = { config: { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } } };

  scope.get(FORGOT_PASSWORD_PATH, async (request, reply) =>
    html(
      reply,
      forgotPasswordPage({ uid: uidOf(field(request.query, 'uid')), appOrigin: appOrigin(request) }),
    ),
  );

  scope.post(FORGOT_PASSWORD_PATH, limited, async (request, reply) => {
    const uid = uidOf(field(request.body, 'uid'));
    const typed = field(request.body, 'email');
    const email = EmailSchema.safeParse(typed);
    if (!email.success) {
      const error = 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.';
      return html(
        reply,
        forgotPasswordPage({ uid, appOrigin: appOrigin(request), email: typed.slice(0, 254), error }),
        400,
      );
    }
    const result = await requestPasswordReset(
      { db, mailer },
      { email: email.data, clientAddress: request.ip, now: clock.now(), appOrigin: appOrigin(request) },
    );
    if (!result.ok) {
      void reply.header('retry-after', String(result.retryAfterSeconds));
      return html(
        reply,
        tooManyResetRequestsPage({
          uid,
          appOrigin: appOrigin(request),
          retryAfterSeconds: result.retryAfterSeconds,
        }),
        429,
      );
    }
    return html(
      reply,
      resetRequestedPage({ uid, appOrigin: appOrigin(request), linkMinutes: PASSWORD_RESET_LINK_MINUTES }),
    );
  });

  scope.get(NEW_PASSWORD_PATH, async (request, reply) => {
    const token = tokenOf(field(request.query, 'token'));
    if (!(await resetLinkWorks(db, token, clock.now()))) {
      return html(reply, resetLinkInvalidPage(appOrigin(request)), 410);
    }
    // The page is not cached and sends no referrer, so the token does not travel on.
    void reply.header('referrer-policy', 'no-referrer');
    return html(reply, newPasswordPage({ token, passwordMinLength: PASSWORD_MIN_LENGTH }));
  });

  scope.post(NEW_PASSWORD_PATH, limited, async (request, reply) => {
    const token = tokenOf(field(request.body, 'token'));
    const result = await setPasswordWithLink(db, passwords, {
      token,
      password: field(request.body, 'password'),
      now: clock.now(),
    });
    if (result.ok) return html(reply, passwordChangedPage(appOrigin(request)));
    if (result.reason === 'link') return html(reply, resetLinkInvalidPage(appOrigin(request)), 410);
    void reply.header('referrer-policy', 'no-referrer');
    return html(
      reply,
      newPasswordPage({ token, error: result.message, passwordMinLength: PASSWORD_MIN_LENGTH }),
      400,
    );
  });
}
