import type { Mail, MailTransport } from '../../src/platform/mail/mail-transport.js';

/** A mail transport that sends by keeping each mail in `sent`, in order, for a test to read. */
export function recordingMailTransport(): { transport: MailTransport; sent: Mail[] } {
  const sent: Mail[] = [];
  const transport: MailTransport = {
    name: 'test',
    sends: true,
    send: async (mail) => {
      sent.push(mail);
      return `test-${sent.length}`;
    },
  };
  return { transport, sent };
}
