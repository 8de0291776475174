import type { MeResponse } from '@pillars/shared/accounts/schemas';
import type { PolicyViewer } from '@pillars/shared/policies';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../db/client.ts';
import type { AiProvider } from '../integrations/ai/index.ts';
import type { BubbleClient } from '../integrations/bubble/index.ts';
import type { Mailer } from '../integrations/mail/mailer.ts';
import type { PaymentsProvider } from '../integrations/payments/index.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { Auth } from '../modules/accounts/auth.ts';
import type { RateLimits } from '../modules/accounts/rate-limit.ts';
import type { Audit } from './audit.ts';
import type { ContentCache } from './content-cache.ts';
import type { ViewerRows } from './member-cache.ts';
import type { Realtime } from './realtime.ts';

/** Who is making the request, as every service and policy needs it. */
export interface Viewer extends PolicyViewer {
  /** Portal access (spec 01 section 4): subscription active or trialing, or free access. */
  hasAccess: boolean;
}

/**
 * What every service receives first, built once per request by the authentication hook:
 * `(ctx, input)`. Later seams (a clock, the payments provider) are added here, not to
 * signatures.
 */
export interface ServiceContext {
  db: Database;
  /** Null on public routes, which answer the same to everyone. */
  viewer: Viewer | null;
  /**
   * The viewer's account as the session statement read it (profile, organization with its
   * free access, current subscription): reuse it rather than read it again. Absent outside
   * a signed-in request.
   */
  account?: MeResponse | null;
  /** Background work (e-mail, reminders, expiring holds): enqueue, never wait on it. */
  jobs: JobQueue;
  /**
   * Content the same for every member of an audience, held in memory and checked against
   * the database's counters on every signed-in request: `content.get(scope, key, load)`.
   */
  content: ContentCache;
  /**
   * The viewer's own rows (progress, bookmarks), held in memory while the viewer's counter
   * read with the session has not moved: `viewerRows.get(key, load)`. Loads every time on
   * public routes and wherever the counter is unknown.
   */
  viewerRows: ViewerRows;
  /** The payments integration (Stripe or the test provider); null when none is available. */
  payments: PaymentsProvider | null;
  /** Article Magic's AI (OpenAI-compatible); null when it is not configured (the screen says what to set). */
  ai: AiProvider | null;
  /** The Bubble.io Data API (imports), or null when BUBBLE_API_URL and BUBBLE_API_KEY are not set. */
  bubble?: BubbleClient | null;
  /** The request's logger: billing state changes are logged with their request. */
  log: FastifyBaseLogger;
  /** Live delivery: writers add `realtime.notice(...)` to their transaction (lib/realtime.ts). */
  realtime: Realtime;
  /** Mail through the outbox and the job queue (`mailer.send(message, tx)`). */
  mailer: Mailer;
  /** The app's public address (APP_URL), for links in e-mails and anything read later or elsewhere. */
  appUrl: string;
  /**
   * Where this request's own flow continues, for the links it hands back to its browser
   * (checkout's return, the test checkout page, the Billing Portal's return): the address
   * the request came to when it is a trusted host, else appUrl (lib/request-origin.ts).
   */
  flowUrl: string;
  /** The audit trail: `audit.record(tx, entry)` in the transaction of every admin or agent write. */
  audit: Audit;
  /** better-auth: passwords, sessions and reset tokens (accounts/sign-in-service.ts calls its API). */
  auth: Auth;
  /** The sign-in, sign-up and reset limits in force (accounts/rate-limit.ts). */
  rateLimits: RateLimits;
  /**
   * The time in milliseconds, as `Date.now()` answers it unless the app was handed a clock
   * (`buildApp`'s `now`): a test moves time forward rather than waiting for it. What the
   * database compares with its own `now()` is not moved.
   */
  now: () => number;
}

/**
 * What a helper that reads or writes inside its caller's transaction needs of the context:
 * the caller passes `{ db: tx }` (or `{ ...ctx, db: tx }`), so the helper still takes
 * `(ctx, input)` and the database only through `ctx` (decision 035).
 */
export interface DatabaseContext {
  db: Executor;
}

/** The context of a route that requires a signed-in viewer. */
export interface ViewerContext extends ServiceContext {
  viewer: Viewer;
}
