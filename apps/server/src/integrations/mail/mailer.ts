import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** How the app sends mail: SMTP when configured, else the outbox table (printed to the log). */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

export function createSmtpMailer(options: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
  };
}

export function createOutboxMailer(options: { db: Database; log: FastifyBaseLogger }): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      await options.db.insert(mailOutbox).values(message);
      // Printed so that a developer without SMTP can follow links (README: "outbox").
      options.log.info(
        { mail: { to: message.to, subject: message.subject } },
        `outbox mail:\n${message.text}`,
      );
    },
  };
}
