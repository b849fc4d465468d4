import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { TDb } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { TLogger } from '../logger';
import { isUndeliverableAddress } from './placeholder-address';

export type TMailAttachment = { filename: string; content: Buffer; contentType: string };
export type TMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  link?: string;
  attachments?: TMailAttachment[];
  /** Extra message headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
};
export type TMailer = { send: (mail: TMail) => Promise<void> };

/**
 * Every message is recorded in mail_outbox, except to an address that cannot be delivered (a member
 * without an account who gave none). With SMTP_URL it is also delivered by SMTP and marked
 * sent (or failed, with the reason); without it the log prints recipient, subject and link.
 */
export function createMailer(deps: {
  db: TDb;
  smtpUrl: string | undefined;
  from: string;
  logger: TLogger;
}): TMailer {
  const transport = deps.smtpUrl ? nodemailer.createTransport(deps.smtpUrl) : undefined;
  return {
    async send(mail) {
      if (isUndeliverableAddress(mail.to)) return;
      const [row] = await deps.db
        .insert(mailOutbox)
        .values({
          toAddress: mail.to,
          subject: mail.subject,
          textBody: mail.attachments?.length
            ? `${mail.text}\n\n[attached: ${mail.attachments.map((file) => file.filename).join(', ')}]`
            : mail.text,
          htmlBody: mail.html ?? null,
          link: mail.link ?? null,
        })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('mail_outbox insert returned no row');
      if (!transport) {
        deps.logger.info('mail queued in outbox (no SMTP_URL)', {
          to: mail.to,
          subject: mail.subject,
          link: mail.link,
        });
        return;
      }
      try {
        await transport.sendMail({
          from: deps.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(mail.headers ? { headers: mail.headers } : {}),
          ...(mail.attachments
            ? {
                attachments: mail.attachments.map((file) => ({
                  filename: file.filename,
                  content: file.content,
                  contentType: file.contentType,
                })),
              }
            : {}),
        });
        await deps.db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date() })
          .where(eq(mailOutbox.id, row.id));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await deps.db
          .update(mailOutbox)
          .set({ status: 'failed', error: reason.slice(0, 1000) })
          .where(eq(mailOutbox.id, row.id));
        deps.logger.error('mail delivery failed', { to: mail.to, subject: mail.subject, reason });
        throw error;
      }
    },
  };
}
