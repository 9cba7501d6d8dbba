import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MailStatus } from '@achterhoek/contracts';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { mailMessages } from '../schema.js';
import type { Mail, MailTransport } from './mail-transport.js';

type MailRow = typeof mailMessages.$inferSelect;

/**
 * The app's mail service (password-reset links; files a person asks for). Every mail is recorded, then
 * handed to the transport; the outcome is recorded too. It never throws for a transport's failure: the
 * caller reads the status.
 */
export interface Mailer {
  /** Records and sends the mail; answers once the transport is done, with how it went. */
  send(mail: Mail): Promise<{ id: number; status: MailStatus }>;
  /**
   * Records the mail and answers at once; the transport sends it afterwards. For answers that must not
   * take longer when a mail goes out (the reset request answers alike whether or not it sent one).
   */
  sendInBackground(mail: Mail): Promise<number>;
  /** Waits for the mails still being sent (closing the app). */
  idle(): Promise<void>;
}

export function createMailer(
  db: Db,
  clock: Clock,
  transport: MailTransport,
  log?: FastifyBaseLogger,
): Mailer {
  const inFlight = new Set<Promise<MailStatus>>();

  async function record(mail: Mail): Promise<number> {
    const [row] = await db
      .insert(mailMessages)
      .values({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        attachments: (mail.attachments ?? []).map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          size: Buffer.byteLength(file.content),
        })),
        // The outbox keeps the mail as it is: nothing more happens to it.
        status: transport.sends ? 'PENDING' : 'KEPT',
        transport: transport.name,
        createdAt: clock.now(),
      })
      .returning({ id: mailMessages.id });
    return row!.id;
  }

  async function deliver(id: number, mail: Mail): Promise<MailStatus> {
    if (!transport.sends) return 'KEPT';
    try {
      const providerId = await transport.send(mail);
      // A sent mail's text is not kept: it may hold a sign-in link.
      await db
        .update(mailMessages)
        .set({ status: 'SENT', providerId, text: null })
        .where(eq(mailMessages.id, id));
      log?.info({ mailId: id, transport: transport.name }, 'mail sent');
      return 'SENT';
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await db
        .update(mailMessages)
        .set({ status: 'FAILED', error: reason, text: null })
        .where(eq(mailMessages.id, id))
        .catch(() => undefined);
      log?.warn({ mailId: id, transport: transport.name, reason }, 'mail not sent');
      return 'FAILED';
    }
  }

  function track(delivery: Promise<MailStatus>): Promise<MailStatus> {
    inFlight.add(delivery);
    void delivery.finally(() => inFlight.delete(delivery));
    return delivery;
  }

  return {
    async send(mail) {
      const id = await record(mail);
      return { id, status: await track(deliver(id, mail)) };
    },
    async sendInBackground(mail) {
      const id = await record(mail);
      void track(deliver(id, mail));
      return id;
    },
    async idle() {
      await Promise.allSettled([...inFlight]);
    },
  };
}

/** The newest mails first (admins). */
export async function recentMail(db: Db, limit: number): Promise<MailRow[]> {
  return db.select().from(mailMessages).orderBy(desc(mailMessages.id)).limit(limit);
}
