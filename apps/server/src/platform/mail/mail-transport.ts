/** An e-mail the app sends: plain text, optionally with files attached. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer | string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

/**
 * How mails leave (DESIGN.md §2, as SMS messages do): every mail is first recorded by the app (admins see
 * it under 'E-mailberichten'); a transport then sends it. The default keeps it only; SMTP is chosen by
 * configuration (`SMTP_URL`).
 */
export interface MailTransport {
  /** Recorded with each mail: which transport handled it. */
  readonly name: string;
  /** Whether the transport sends at all: the outbox only keeps mails, with their text, for admins. */
  readonly sends: boolean;
  /** Sends the mail; answers the transport's message id (null when nothing is sent). */
  send(mail: Mail): Promise<string | null>;
}

/** Keeps the mail in the app's outbox; sends nothing. */
export const outboxMailTransport: MailTransport = {
  name: 'outbox',
  sends: false,
  send: async () => null,
};

/** The part of nodemailer the SMTP transport uses (its `createTransport(url)` and `sendMail`). */
export interface SmtpClientFactory {
  createTransport(url: string): {
    sendMail(message: {
      from: string;
      to: string;
      subject: string;
      text: string;
      attachments?: MailAttachment[];
    }): Promise<{ messageId?: string }>;
  };
}

/** Mails over SMTP with a nodemailer client made from `SMTP_URL` (smtp://, or smtps:// for TLS). */
export function smtpMailTransport(
  options: { url: string; from: string },
  nodemailer: SmtpClientFactory,
): MailTransport {
  const client = nodemailer.createTransport(options.url);
  return {
    name: 'smtp',
    sends: true,
    async send(mail) {
      const info = await client.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.attachments?.length ? { attachments: mail.attachments } : {}),
      });
      return info.messageId ?? null;
    },
  };
}

/** Loads nodemailer only when SMTP is configured: the app with the outbox never pays for it at start. */
export async function loadNodemailer(): Promise<SmtpClientFactory> {
  const { default: nodemailer } = await import('nodemailer');
  return nodemailer;
}

/** The transport the configuration chooses: SMTP when `SMTP_URL` is set, else the outbox. */
export async function createMailTransport(config: {
  mail: { smtpUrl: string | undefined; from: string };
}): Promise<MailTransport> {
  if (!config.mail.smtpUrl) return outboxMailTransport;
  return smtpMailTransport({ url: config.mail.smtpUrl, from: config.mail.from }, await loadNodemailer());
}
