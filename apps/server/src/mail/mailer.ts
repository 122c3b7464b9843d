import nodemailer from 'nodemailer';
import type { Database } from '../db/client.ts';
import { outboxMail } from '../db/schema.ts';
import type { Logger } from '../logger.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** How mail leaves: 'smtp' when SMTP_URL is configured, else 'outbox' (database table plus the log). */
  transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/**
 * One transport for every e-mail the product sends. Without SMTP the message is kept in the
 * `outbox_mail` table and written to the log, so a password-reset link works offline too.
 */
export function createMailer(deps: {
  database: Database;
  logger: Logger;
  smtpUrl: string | undefined;
  from: string;
}): Mailer {
  const { database, logger } = deps;
  if (deps.smtpUrl) {
    const transporter = nodemailer.createTransport(deps.smtpUrl);
    return {
      transport: 'smtp',
      async send(message) {
        await transporter.sendMail({ from: deps.from, ...message });
        logger.info({ to: message.to, subject: message.subject }, 'Mail sent over SMTP');
      },
    };
  }
  return {
    transport: 'outbox',
    async send(message) {
      await database.db.insert(outboxMail).values({ ...message, from: deps.from });
      logger.info(
        { to: message.to, subject: message.subject, text: message.text },
        'Mail kept in the outbox (no SMTP_URL configured)',
      );
    },
  };
}
