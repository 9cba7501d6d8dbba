import dns from 'node:dns';
import fs from 'node:fs';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import path from 'node:path';
import { isNonPublicHost } from '@achterhoek/contracts';
import webpush from 'web-push';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.js';
import type { Db } from '../../platform/db/database.js';
import type { OutboxHandler } from '../../platform/outbox.js';
import { writeJsonFileOnce } from '../../platform/write-once.js';
import { findPublicProfiles, getNotificationOptions } from '../profile/index.js';
import { deliverToFcm } from './fcm-delivery.js';
import type { Outcome, PushPayload } from './push-payload.js';

export type { Outcome, PushPayload } from './push-payload.js';
import type { FcmSender } from './fcm-sender.js';
import { isPublicEndpoint, systemHostLookup } from './push-endpoint.js';
import { createSendLimiter, pushPauseMs, withDeadline, type SendLimiter } from './push-limits.js';
import * as repository from './repository.js';
import type { PushSubscriptionRow } from './repository.js';
import { SYSTEM_TITLE } from './system-message-service.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The Web Push (VAPID) key pair from `DATA_DIR/keys/vapid.json`, created at first start. Every instance
 * must see the same file, as with the identity keys.
 */
export function loadOrCreateVapidKeys(dataDir: string): VapidKeys {
  const directory = path.join(dataDir, 'keys');
  const file = path.join(directory, 'vapid.json');
  if (!fs.existsSync(file)) {
    writeJsonFileOnce(file, webpush.generateVAPIDKeys());
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as VapidKeys;
}

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Sends one push; rejects with an error carrying `statusCode` when the push service refuses. */
export type PushSender = (target: PushTarget, payload: string) => Promise<void>;

/**
 * How long one push may take, connecting included. A push service that accepts the connection and never
 * answers must not hold the outbox worker: the push fails and its endpoint is paused.
 */
export const PUSH_TIMEOUT_MS = 10_000;

/**
 * Resolves a push service's host name as usual, but fails when any address it gets is loopback, private
 * or link-local: a user chooses the endpoint, and must not make the server connect inside its own network
 * (the contract refuses such addresses written out; this catches names that resolve to them, also when a
 * name changes its answer after the subscription was stored).
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as dns.LookupAddress[];
    const refused = list.find((entry) => isNonPublicHost(entry.address));
    if (refused || list.length === 0) {
      const reason = new Error(`push endpoint ${hostname} resolves to a non-public address`);
      return callback(Object.assign(reason, { code: 'ENONPUBLIC' }), '', 0);
    }
    if (options.all) return callback(null, list);
    return callback(null, list[0]!.address, list[0]!.family);
  });
};

/** The most of a push service's answer that is read (it is only logged): a service cannot flood memory. */
const PUSH_ANSWER_MAX_BYTES = 16_384;

/**
 * Sends through Web Push (VAPID, encrypted payload). The whole exchange, connecting included, must be
 * over within `timeoutMs`, or the request is torn down: a push service that answers a byte at a time
 * cannot hold a connection longer than that either. Connections go only to public addresses (`lookup`).
 */
export function webPushSender(
  keys: VapidKeys,
  subject: string,
  timeoutMs = PUSH_TIMEOUT_MS,
  lookup: LookupFunction = publicOnlyLookup,
): PushSender {
  const agent = new https.Agent({ keepAlive: true, lookup });
  return async (target, payload) => {
    const details = webpush.generateRequestDetails(target, payload, {
      vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: 24 * 3600,
    });
    const url = new URL(details.endpoint);
    await new Promise<void>((resolve, reject) => {
      const request = https.request(
        {
          host: url.hostname.replace(/^\[|\]$/g, ''),
          port: url.port || 443,
          path: `${url.pathname}${url.search}`,
          method: details.method,
          headers: details.headers,
          agent,
        },
        (response) => {
          let received = 0;
          response.on('data', (chunk: Buffer) => {
            received += chunk.length;
            if (received > PUSH_ANSWER_MAX_BYTES) response.destroy();
          });
          response.on('close', () => {
            const status = response.statusCode ?? 0;
            if (status >= 200 && status < 300) resolve();
            else reject(Object.assign(new Error(`push service answered ${status}`), { statusCode: status }));
          });
          response.on('error', reject);
        },
      );
      const timer = setTimeout(
        () =>
          request.destroy(
            Object.assign(new Error(`push timeout after ${timeoutMs} ms`), { code: 'ETIMEDOUT' }),
          ),
        timeoutMs,
      );
      timer.unref();
      request.on('close', () => clearTimeout(timer));
      request.on('error', reject);
      if (details.body) request.write(details.body);
      request.end();
    });
  };
}

export interface PushHandlerOptions {
  log?: FastifyBaseLogger;
  /** The deadline of one send, waiting for a free slot not included (default PUSH_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Bounds the sends at once (default: one limiter per handler, so per instance). */
  limiter?: SendLimiter;
  /** Whether a stored endpoint may be connected to now (default: host rule and DNS, see push-endpoint.ts). */
  publicEndpoint?: (endpoint: string) => Promise<boolean>;
  /** Firebase Cloud Messaging, when configured: the native app's token is one more destination. */
  fcm?: FcmSender;
}

/**
 * The outbox handler of `communicator.push` ({ messageId, recipientId }). Idempotent: an envelope with
 * `push_at` set is not pushed again. Skipped (nothing to retry) when the recipient turned message
 * notifications off or has no subscription. The recipient's devices are sent to at once, within the
 * limiter's bounds and each within the deadline, so one slow push service holds up nobody else:
 * - an endpoint that is (now) not public is dropped, as is one the push service reports gone (404/410);
 * - an endpoint that failed (timeout, 5xx, any other refusal, no connection) is paused: skipped for
 *   `pushPauseMs(failures in a row)`, so the next messages do not wait on it again;
 * - the push is done once any device accepted it, or nothing is left to try; when every device still
 *   subscribed failed or is paused the handler throws and the outbox tries again after its backoff (a
 *   try while the endpoints are paused returns at once, holding up nothing).
 * With FCM configured the native app's stored token is one more destination, sent to alongside: a token
 * FCM reports dead (UNREGISTERED, or INVALID_ARGUMENT on a 400) is forgotten; any other failure (5xx,
 * 429, timeout) counts as a failed device, so the outbox tries again after its backoff unless another
 * device accepted the push.
 * The message itself is stored either way. The push time recorded on the envelope is the app clock's.
 */
export function createPushHandler(
  send: PushSender,
  clock: Clock,
  options: PushHandlerOptions = {},
): OutboxHandler {
  const { log, timeoutMs = PUSH_TIMEOUT_MS, limiter = createSendLimiter(), fcm } = options;
  const publicEndpoint =
    options.publicEndpoint ?? ((endpoint: string) => isPublicEndpoint(endpoint, systemHostLookup));

  async function deliverTo(db: Db, subscription: PushSubscriptionRow, payload: string): Promise<Outcome> {
    const failed = async (error: unknown): Promise<Outcome> => {
      log?.warn(
        { subscription: subscription.id, err: error instanceof Error ? error.message : String(error) },
        'push failed; endpoint paused',
      );
      await repository.pausePushSubscription(db, subscription.id, clock.now(), pushPauseMs);
      return 'failed';
    };
    let allowed: boolean;
    try {
      allowed = await publicEndpoint(subscription.endpoint);
    } catch (error) {
      return failed(error);
    }
    if (!allowed) {
      log?.warn({ subscription: subscription.id }, 'push endpoint not on a public address; removed');
      await repository.deletePushSubscriptionById(db, subscription.id);
      return 'dropped';
    }
    try {
      const target = {
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      };
      await limiter.run(new URL(subscription.endpoint).host, () =>
        withDeadline(send(target, payload), timeoutMs),
      );
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      const code = (error as { code?: string }).code;
      if (status === 404 || status === 410 || code === 'ENONPUBLIC') {
        log?.info({ subscription: subscription.id }, 'push subscription gone; removed');
        await repository.deletePushSubscriptionById(db, subscription.id);
        return 'dropped';
      }
      return failed(error);
    }
    await repository.markPushSubscriptionWorking(db, subscription.id);
    return 'sent';
  }

  return async (raw: unknown, db: Db) => {
    const { messageId, recipientId } = raw as { messageId: number; recipientId: string };
    const envelope = await repository.findEnvelope(db, messageId, recipientId);
    const message = await repository.findMessage(db, messageId);
    if (!envelope || !message || envelope.pushAt || envelope.isSender) return;
    if (message.senderId) {
      const options = await getNotificationOptions(db, recipientId);
      if (options && !options.messages) return;
    }
    const subscriptions = await repository.pushSubscriptionsOf(db, recipientId);
    const fcmToken = fcm ? await repository.fcmTokenOf(db, recipientId) : null;
    if (subscriptions.length === 0 && !fcmToken) return;
    let title = SYSTEM_TITLE;
    if (message.senderId) {
      const sender = (await findPublicProfiles(db, [message.senderId])).get(message.senderId);
      title = sender ? `${sender.firstName} ${sender.lastName}`.trim() : SYSTEM_TITLE;
    }
    const payload: PushPayload = {
      title,
      body: message.body,
      messageId,
      conversationId: envelope.conversationId,
      url: `/conversation/${envelope.conversationId}`,
    };
    const now = clock.nowMs();
    const due = subscriptions.filter((row) => !row.pausedUntil || row.pausedUntil.getTime() <= now);
    const deliveries = due.map((row) => deliverTo(db, row, JSON.stringify(payload)));
    if (fcm && fcmToken) {
      const via = { sender: fcm, limiter, timeoutMs, ...(log ? { log } : {}) };
      deliveries.push(deliverToFcm(db, via, recipientId, fcmToken, payload));
    }
    const outcomes = await Promise.all(deliveries);
    const waiting = subscriptions.length - due.length + outcomes.filter((o) => o === 'failed').length;
    if (!outcomes.includes('sent') && waiting > 0) {
      throw new Error(`push not delivered: ${waiting} destination(s) failing or paused; tried again later`);
    }
    await repository.markPushed(db, envelope.id, clock.now());
  };
}
