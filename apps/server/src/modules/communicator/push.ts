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
import { findPublicProfiles, getNotificationOptions } from '../profile/index.js';
import * as repository from './repository.js';
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
    fs.mkdirSync(directory, { recursive: true, mode: 0o700 });
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    fs.writeFileSync(temporary, JSON.stringify(webpush.generateVAPIDKeys(), null, 2), { mode: 0o600 });
    try {
      fs.linkSync(temporary, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.unlinkSync(temporary);
    }
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
 * answers must not hold the outbox worker: the push fails and the outbox retries it later.
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

export function webPushSender(
  keys: VapidKeys,
  subject: string,
  timeoutMs = PUSH_TIMEOUT_MS,
  lookup: LookupFunction = publicOnlyLookup,
): PushSender {
  const agent = new https.Agent({ keepAlive: true, lookup });
  return async (target, payload) => {
    await webpush.sendNotification(target, payload, {
      vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: 24 * 3600,
      timeout: timeoutMs,
      agent,
    });
  };
}

/** What the service worker receives. */
export interface PushPayload {
  title: string;
  body: string;
  messageId: number;
  conversationId: number;
  url: string;
}

/**
 * The outbox handler of `communicator.push` ({ messageId, recipientId }). Idempotent: an envelope with
 * `push_at` set is not pushed again. Skipped (nothing to retry) when the recipient turned message
 * notifications off or has no subscription; a 404/410 from the push service removes the subscription;
 * any other failure throws so the outbox retries. The message itself is stored either way. The push time
 * recorded on the envelope is the app clock's.
 */
export function createPushHandler(send: PushSender, clock: Clock, log?: FastifyBaseLogger): OutboxHandler {
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
    if (subscriptions.length === 0) return;
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
    let failure: unknown;
    for (const subscription of subscriptions) {
      try {
        await send(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          JSON.stringify(payload),
        );
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) {
          log?.info({ subscription: subscription.id }, 'push subscription gone; removed');
          await repository.deletePushSubscriptionById(db, subscription.id);
        } else {
          failure = error;
        }
      }
    }
    if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
    await repository.markPushed(db, envelope.id, clock.now());
  };
}
