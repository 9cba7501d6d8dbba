import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import type { FcmSender } from './fcm-sender.js';
import type { Outcome, PushPayload } from './push-payload.js';
import { withDeadline, type SendLimiter } from './push-limits.js';
import * as repository from './repository.js';

export interface FcmDelivery {
  sender: FcmSender;
  limiter: SendLimiter;
  timeoutMs: number;
  log?: FastifyBaseLogger;
}

/**
 * Pushes one message to a person's native app (decision 24): the same title and text as the Web Push, and
 * as data the message, its conversation and the url to open, as strings. Within the send limiter and the
 * deadline, like a Web Push. A token FCM reports dead is forgotten ('dropped'); any other failure is
 * 'failed', so the outbox tries again unless another destination accepted the push.
 */
export async function deliverToFcm(
  db: Db,
  via: FcmDelivery,
  recipientId: string,
  token: string,
  payload: PushPayload,
): Promise<Outcome> {
  const notification = {
    title: payload.title,
    body: payload.body,
    data: {
      messageId: String(payload.messageId),
      conversationId: String(payload.conversationId),
      url: payload.url,
    },
  };
  try {
    await via.limiter.run(via.sender.host, () =>
      withDeadline(via.sender.send(token, notification), via.timeoutMs),
    );
    return 'sent';
  } catch (error) {
    if ((error as { tokenGone?: boolean }).tokenGone) {
      via.log?.info({ recipientId }, 'FCM token no longer valid; forgotten');
      await repository.forgetFcmToken(db, recipientId, token);
      return 'dropped';
    }
    via.log?.warn(
      { recipientId, err: error instanceof Error ? error.message : String(error) },
      'FCM push failed',
    );
    return 'failed';
  }
}
