import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database, Executor } from '../../db/client.ts';
import { type MailAttachment, mailOutbox } from '../../db/schema/index.ts';
import { jobDefinitions } from '../../jobs/definitions.ts';
import type { JobHandlerOf } from '../../jobs/job-context.ts';
import type { JobQueue } from '../../jobs/queue.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Text files sent along (an event reminder's .ics). */
  attachments?: MailAttachment[];
  /** Extra headers: an announcement's `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058). */
  headers?: Record<string, string>;
}

/**
 * How the app sends mail: `send` only writes the message to `mail_outbox` together with a
 * `mail.send` job, in one statement (inside the caller's transaction when given one). The
 * job delivers it: through SMTP when SMTP_URL is set, else to the log (see
 * `deliverMail`). A request never waits for an SMTP server.
 */
export interface Mailer {
  /** Where the `mail.send` job delivers: an SMTP server, or the log. */
  readonly transport: 'smtp' | 'log';
  /** Queues the message; answers its outbox row's id. */
  send(message: MailMessage, executor?: Executor): Promise<string>;
}

export const mailJobName = jobDefinitions.mailSend.name;
export const mailMaxAttempts = jobDefinitions.mailSend.maxAttempts;

export interface MailJobPayload {
  outboxId: string;
}

export function createMailer(options: { db: Database; jobs: JobQueue; transport: 'smtp' | 'log' }): Mailer {
  return {
    transport: options.transport,
    async send(message, executor) {
      const outboxId = randomUUID();
      const payload: MailJobPayload = { outboxId };
      // One statement: the outbox row and its job exist together or not at all, without a
      // transaction of their own (fewer round trips inside the request).
      await (executor ?? options.db).execute(
        sql`with outbox as (
              insert into mail_outbox (id, "to", subject, text, html, attachments, headers)
              values (${outboxId}, ${message.to}, ${message.subject}, ${message.text}, ${message.html ?? null},
                      ${message.attachments?.length ? JSON.stringify(message.attachments) : null}::jsonb,
                      ${message.headers ? JSON.stringify(message.headers) : null}::jsonb))
            ${options.jobs.insertJobStatement(jobDefinitions.mailSend, payload)}`,
      );
      options.jobs.afterEnqueue(executor);
      return outboxId;
    },
  };
}

export interface MailDeliveryOptions {
  /** SMTP server (`smtp://user:pass@host:587`); without it mail goes to the log. */
  smtpUrl?: string;
  from: string;
  /**
   * Print the text of mail delivered to the log (no SMTP): for development, where it is how
   * one follows a reset link. Never in production: the text holds reset links.
   */
  printToLog: boolean;
}

/** How the `mail.send` job delivers: an SMTP transport (made once), or the log. */
export interface MailDelivery {
  transport: nodemailer.Transporter | null;
  from: string;
  printToLog: boolean;
}

export function createMailDelivery(options: MailDeliveryOptions): MailDelivery {
  const transport = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        // Well inside the queue's lease; nodemailer's socket default is an hour.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : null;
  return { transport, from: options.from, printToLog: options.printToLog };
}

/** The `mail.send` job: delivers one outbox row and records the outcome on it. */
export const deliverMail: JobHandlerOf<typeof jobDefinitions.mailSend> = async (ctx, { outboxId }, job) => {
  const { db, log } = ctx;
  const { transport, from, printToLog } = ctx.mailDelivery;
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId));
  if (!mail) {
    log.warn({ mail: { outboxId } }, 'mail.send: the outbox row is gone; nothing to send');
    return;
  }
  // Delivered by an earlier run that stopped before its job was marked completed.
  if (mail.status === 'sent') return;
  const summary = { mail: { id: mail.id, to: mail.to, subject: mail.subject } };
  try {
    if (transport) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
        ...(mail.attachments?.length
          ? {
              attachments: mail.attachments.map((file) => ({
                filename: file.filename,
                contentType: file.contentType,
                content: file.content,
              })),
            }
          : {}),
      });
      log.info(summary, 'mail sent');
    } else if (printToLog) {
      // So that a developer without SMTP can follow links (README: "outbox").
      log.info(summary, `outbox mail:\n${mail.text}`);
    } else {
      log.warn(
        summary,
        'SMTP_URL is not set: mail kept in mail_outbox only (its text is not logged in production)',
      );
    }
    await db
      .update(mailOutbox)
      .set({
        status: 'sent',
        attempts: job.attempt,
        transport: transport ? 'smtp' : 'log',
        sentAt: new Date(),
      })
      .where(eq(mailOutbox.id, mail.id));
  } catch (error) {
    await db
      .update(mailOutbox)
      .set({
        status: job.isLastAttempt ? 'failed' : 'queued',
        attempts: job.attempt,
        lastError: (error instanceof Error ? error.message : String(error)).slice(0, 2000),
      })
      .where(eq(mailOutbox.id, mail.id));
    throw error;
  }
};
