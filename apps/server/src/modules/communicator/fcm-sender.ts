import { createPrivateKey, type KeyObject } from 'node:crypto';
import { SignJWT } from 'jose';
import type { FcmConfig } from '../../platform/fcm-config.js';
import { fetchWithTimeout } from '../../platform/http/outbound.js';

/**
 * Pushes to the native app through Firebase Cloud Messaging HTTP v1 (decision 24): an OAuth 2.0 access
 * token from Google's token endpoint (JWT bearer grant, signed with the service account's key), then one
 * POST per message to `messages:send`.
 */

/** The scope FCM's send endpoint asks of an access token. */
export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
/** How long the signed assertion is valid (Google's maximum: an hour). */
const ASSERTION_LIFETIME_S = 3600;
/** An access token is renewed this long before it expires, so none expires on its way to FCM. */
export const FCM_TOKEN_RENEW_MARGIN_MS = 5 * 60_000;
/** Used when the token endpoint states no lifetime; Google's tokens live an hour. */
const DEFAULT_TOKEN_LIFETIME_S = 3600;
/** How long one request (token or send) may take; as a Web Push send (PUSH_TIMEOUT_MS). */
export const FCM_REQUEST_TIMEOUT_MS = 10_000;
/**
 * The longest notification title and text sent, in characters: a phone shows a few lines, and FCM
 * refuses messages over 4 KB with the same 400 as a bad token, which would make the token be forgotten.
 * 80 + 500 characters of at most 4 bytes each leave room for the data.
 */
export const FCM_TITLE_MAX_CHARS = 80;
export const FCM_BODY_MAX_CHARS = 500;

export interface FcmNotification {
  title: string;
  body: string;
  /** What the app opens when the notification is tapped; FCM takes strings only. */
  data: Record<string, string>;
}

export interface FcmSender {
  /** The host sends go to (the send limiter counts per host). */
  readonly host: string;
  /**
   * Sends one notification to one device. Rejects with `statusCode` when FCM refuses, and `tokenGone`
   * when FCM says the token will never work again (UNREGISTERED, or INVALID_ARGUMENT on a 400).
   */
  send(token: string, notification: FcmNotification): Promise<void>;
}

export interface FcmSenderOptions {
  /** Epoch milliseconds now (the app's clock): the assertion's times and the token's expiry. */
  now?: () => number;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

/** `text` cut to at most `max` characters (code points), ending in '…' when cut. */
function cut(text: string, max: number): string {
  const points = Array.from(text);
  return points.length <= max ? text : `${points.slice(0, max - 1).join('')}…`;
}

function refused(message: string, statusCode: number, tokenGone = false): Error {
  return Object.assign(new Error(message), { statusCode, tokenGone });
}

/** FCM's error code of a refusal: `details[].errorCode` of the FcmError, else the Google status. */
function errorCodeOf(answer: string): string | undefined {
  try {
    const error = (JSON.parse(answer) as { error?: { status?: unknown; details?: unknown } }).error;
    const details = Array.isArray(error?.details) ? (error.details as { errorCode?: unknown }[]) : [];
    const fcmCode = details.find((detail) => typeof detail?.errorCode === 'string')?.errorCode;
    if (typeof fcmCode === 'string') return fcmCode;
    return typeof error?.status === 'string' ? error.status : undefined;
  } catch {
    return undefined;
  }
}

export function createFcmSender(config: FcmConfig, options: FcmSenderOptions = {}): FcmSender {
  const now = options.now ?? Date.now;
  const outbound = {
    timeoutMs: options.timeoutMs ?? FCM_REQUEST_TIMEOUT_MS,
    fetchImpl: options.fetchImpl ?? fetch,
  };
  const key: KeyObject = createPrivateKey(config.privateKey);
  let cached: { token: string; expiresAtMs: number } | undefined;
  let pending: Promise<string> | undefined;

  async function fetchAccessToken(): Promise<string> {
    const issuedAt = Math.floor(now() / 1000);
    const assertion = await new SignJWT({ scope: FCM_SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(config.clientEmail)
      .setAudience(config.tokenUrl)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ASSERTION_LIFETIME_S)
      .sign(key);
    const response = await fetchWithTimeout(
      config.tokenUrl,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
      },
      outbound,
    );
    if (!response.ok) {
      await response.body?.cancel();
      throw refused(`FCM token endpoint answered ${response.status}`, response.status);
    }
    const answer = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof answer.access_token !== 'string' || answer.access_token === '') {
      throw new Error('FCM token endpoint answered without an access_token');
    }
    const lifetime =
      typeof answer.expires_in === 'number' && answer.expires_in > 0
        ? Math.min(answer.expires_in, DEFAULT_TOKEN_LIFETIME_S)
        : DEFAULT_TOKEN_LIFETIME_S;
    cached = { token: answer.access_token, expiresAtMs: now() + lifetime * 1000 };
    return answer.access_token;
  }

  /** The cached access token until shortly before it expires; sends at once share one request for a new one. */
  function accessToken(): Promise<string> {
    if (cached && now() < cached.expiresAtMs - FCM_TOKEN_RENEW_MARGIN_MS)
      return Promise.resolve(cached.token);
    pending ??= fetchAccessToken().finally(() => {
      pending = undefined;
    });
    return pending;
  }

  return {
    host: new URL(config.apiUrl).host,
    async send(token, notification) {
      const bearer = await accessToken();
      const response = await fetchWithTimeout(
        config.apiUrl,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${bearer}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({
            message: {
              token,
              notification: {
                title: cut(notification.title, FCM_TITLE_MAX_CHARS),
                body: cut(notification.body, FCM_BODY_MAX_CHARS),
              },
              data: notification.data,
            },
          }),
        },
        outbound,
      );
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      const code = errorCodeOf(await response.text());
      // A refused access token (revoked, clock skew): the next try asks for a new one.
      if (response.status === 401 && cached?.token === bearer) cached = undefined;
      const tokenGone = code === 'UNREGISTERED' || (response.status === 400 && code === 'INVALID_ARGUMENT');
      throw refused(`FCM answered ${response.status}${code ? ` ${code}` : ''}`, response.status, tokenGone);
    },
  };
}
