import type { AppConfig } from '../config.js';
import { fetchWithTimeout } from '../http/outbound.js';

/**
 * Where SMS messages go (DESIGN.md §2): every message is first kept in the app's own SMS store (admins see
 * it); a provider then sends it. The default keeps it only — the demo and the journeys read the codes from
 * the store — and a real provider is chosen by configuration.
 */
export interface SmsGateway {
  /** Recorded with each message: which provider handled it. */
  readonly name: string;
  /** Sends `body` to `to` (E.164, '+31612345678'); answers the provider's id, or null when nothing is sent. */
  send(to: string, body: string): Promise<string | null>;
}

/** Keeps the message in the store and the log; sends nothing. */
export const outboxSmsGateway: SmsGateway = {
  name: 'outbox',
  send: async () => null,
};

/** How long MessageBird may take to answer one message. */
const SMS_TIMEOUT_MS = 10_000;

/**
 * MessageBird's REST API (as the original used): POST /messages with the access key, the sender name (at
 * most 11 characters), the recipient in international format without the '+', and the text.
 */
export function messageBirdSmsGateway(
  options: { apiUrl: string; accessKey: string; sender: string },
  fetchImpl: typeof fetch = fetch,
): SmsGateway {
  return {
    name: 'messagebird',
    async send(to, body) {
      const response = await fetchWithTimeout(
        options.apiUrl,
        {
          method: 'POST',
          headers: {
            authorization: `AccessKey ${options.accessKey}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify({ originator: options.sender, recipients: [to.replace(/^\+/, '')], body }),
        },
        { timeoutMs: SMS_TIMEOUT_MS, fetchImpl },
      );
      if (!response.ok) {
        throw new Error(`SMS provider answered ${response.status}`);
      }
      const answer = (await response.json()) as { id?: unknown };
      return typeof answer.id === 'string' ? answer.id : null;
    },
  };
}

/** The gateway the configuration chooses. */
export function createSmsGateway(config: Pick<AppConfig, 'sms'>): SmsGateway {
  if (config.sms.provider === 'messagebird') {
    return messageBirdSmsGateway({
      apiUrl: config.sms.apiUrl,
      accessKey: config.sms.accessKey!,
      sender: config.sms.sender,
    });
  }
  return outboxSmsGateway;
}
