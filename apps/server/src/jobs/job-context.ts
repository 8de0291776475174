import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import type { AiProvider } from '../integrations/ai/index.ts';
import type { BubbleClient } from '../integrations/bubble/index.ts';
import type { MailDelivery, Mailer } from '../integrations/mail/mailer.ts';
import type { PaymentsProvider } from '../integrations/payments/index.ts';
import type { Realtime } from '../lib/realtime.ts';
import type { Auth } from '../modules/accounts/auth.ts';
import type { UploadStorage } from '../modules/uploads/storage.ts';
import type { JobDefinition, JobPayload } from './definitions.ts';
import type { JobContext, JobQueue } from './queue.ts';

/**
 * What every job handler receives first, built once by the app (decision 027): the same
 * seams a request's service context has, without a viewer (a job acts for whoever queued
 * it: `job.createdBy`).
 */
export interface JobServiceContext {
  db: Database;
  jobs: JobQueue;
  log: FastifyBaseLogger;
  realtime: Realtime;
  mailer: Mailer;
  /** How `mail.send` delivers (SMTP or the log). */
  mailDelivery: MailDelivery;
  auth: Auth;
  payments: PaymentsProvider | null;
  /** The Bubble.io Data API, or null when BUBBLE_API_URL and BUBBLE_API_KEY are not set. */
  bubble: BubbleClient | null;
  /** Where uploaded files live (local disk or S3): the cleanup removes the unreferenced ones. */
  uploadStorage: UploadStorage;
  appUrl: string;
  config: Env;
  /** The AI provider (Ask the Library's embeddings), or null when none is configured. */
  ai: AiProvider | null;
}

/**
 * A job's handler: `(ctx, payload, { reportProgress })`. The payload is the definition's,
 * parsed; `job` also carries the attempt, `isLastAttempt` and `createdBy`. What it returns
 * (an object) becomes the job's `result`; a throw is a failed attempt (retried with backoff).
 */
export type JobHandlerOf<Definition extends JobDefinition> = (
  ctx: JobServiceContext,
  payload: JobPayload<Definition>,
  job: JobContext,
) => Promise<unknown>;
