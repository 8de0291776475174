import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Env, fastifyTrustProxy, publicAppUrl } from './config/env.ts';
import { writeEmbeddedBackup } from './db/backup/backup.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { type AiProvider, createAiProvider } from './integrations/ai/index.ts';
import type { BubbleClient } from './integrations/bubble/index.ts';
import { createBubbleIntegration } from './integrations/bubble/index.ts';
import { createMailDelivery, createMailer } from './integrations/mail/mailer.ts';
import { createPaymentsProvider, type PaymentsProvider } from './integrations/payments/index.ts';
import { createJobQueue, type JobQueue, type JobQueueOptions } from './jobs/queue.ts';
import { registerJobs } from './jobs/register-jobs.ts';
import { ContentCache } from './lib/content-cache.ts';
import { MemberCache } from './lib/member-cache.ts';
import { Realtime } from './lib/realtime.ts';
import { createRequestOrigins } from './lib/request-origin.ts';
import { createAuth } from './modules/accounts/auth.ts';
import { type PasswordHashingKind, passwordHashing } from './modules/accounts/password-hashing.ts';
import { type RateLimits, rateLimits } from './modules/accounts/rate-limit.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { SessionCache } from './modules/accounts/session-cache.ts';
import { sessionCookieSettings } from './modules/accounts/session-cookie.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { articleMagicRoutes } from './modules/ai/routes.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { announcementRoutes } from './modules/announcements/routes.ts';
import { adminArticleRoutes } from './modules/articles/admin-routes.ts';
import { articleRevisionRoutes } from './modules/articles/revision-routes.ts';
import { articleRoutes } from './modules/articles/routes.ts';
import { queueBackfill, setVectorSupport } from './modules/ask/passage-index.ts';
import { startAskRetentionScheduler } from './modules/ask/retention.ts';
import { askRoutes } from './modules/ask/routes.ts';
import { scheduleAuditRetention } from './modules/audit/retention.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { billingRoutes } from './modules/billing/routes.ts';
import { callRoutes } from './modules/calls/routes.ts';
import { certificatePageHead } from './modules/certificates/page-head.ts';
import { certificateRoutes } from './modules/certificates/routes.ts';
import { chatbotRoutes } from './modules/chatbot/routes.ts';
import { mentionRoutes } from './modules/community/mentions.ts';
import { communityRoutes } from './modules/community/routes.ts';
import { engagementRoutes } from './modules/engagement/routes.ts';
import { adminEventRoutes } from './modules/events/admin-routes.ts';
import { eventRoutes } from './modules/events/routes.ts';
import { guruRoutes } from './modules/gurus/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { homeRoutes } from './modules/home/routes.ts';
import { importRoutes } from './modules/imports/routes.ts';
import { jobRoutes } from './modules/jobs/routes.ts';
import { adminLearningRoutes } from './modules/learning/admin-routes.ts';
import { learningRoutes } from './modules/learning/routes.ts';
import { learningPlanRoutes } from './modules/learning-plans/routes.ts';
import { memberDirectoryRoutes } from './modules/member-directory/routes.ts';
import { organizationRoutes } from './modules/organizations/routes.ts';
import { planRoutes } from './modules/plans/routes.ts';
import { quizRoutes } from './modules/quizzes/routes.ts';
import { realtimeRoutes } from './modules/realtime/routes.ts';
import { startReminderScheduler } from './modules/reminders/jobs.ts';
import { loadRealtimeEvents } from './modules/support/events.ts';
import { supportRoutes } from './modules/support/routes.ts';
import { teamRoutes } from './modules/team/routes.ts';
import { twoFactorRoutes } from './modules/two-factor/routes.ts';
import { startUploadCleanupScheduler } from './modules/uploads/cleanup.ts';
import { readPublicImage } from './modules/uploads/public-images.ts';
import { uploadRoutes } from './modules/uploads/routes.ts';
import { createUploadStorage } from './modules/uploads/storage.ts';
import { registerAuthentication, registerOriginCheck } from './plugins/authentication.ts';
import { defaultBodyLimit } from './plugins/endpoints.ts';
import { answerFrameworkError, registerErrorHandler } from './plugins/error-handler.ts';
import { registerInputGuards, registerJsonBodyParser } from './plugins/input-guards.ts';
import { registerLingeringClose } from './plugins/lingering-close.ts';
import { apiDocumentAccess, registerApiDocument } from './plugins/openapi.ts';
import { OneLinePerRequestLog } from './plugins/request-log.ts';
import { registerResponseSerializer } from './plugins/response-serializer.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebAssets, WebBuilds } from './plugins/web-assets.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background job queue (jobs/queue.ts). */
    jobs: JobQueue;
    /** The payments integration (integrations/payments); null when none is available. */
    payments: PaymentsProvider | null;
    /** Article Magic's AI (integrations/ai); null when it is not configured. */
    ai: AiProvider | null;
    /** The Bubble.io Data API (integrations/bubble); null when it is not configured. */
    bubble: BubbleClient | null;
    /**
     * The embedded database only: writes a backup archive into DATA_DIR/backups and returns
     * its path (db/backup; server.ts runs it on SIGUSR2, `npm run backup` sends that).
     */
    backUpDataDir: (() => Promise<string>) | null;
  }
}

export interface BuildAppOptions {
  config: Env;
  /** An already opened database (tests); otherwise opened from the config. */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Sign-in, sign-up and reset limits; the production ones by default (tests lift them). */
  rateLimits?: RateLimits;
  /** better-auth's password hashing: production's by default; the API tests pass `fast`. */
  passwordHashing?: PasswordHashingKind;
  /**
   * The job queue: `start: false` leaves the worker loop off (tests run jobs with
   * `app.jobs.runDue()`); the other fields tune it (tests shorten the retry delays).
   */
  jobs?: { start?: boolean } & Partial<Omit<JobQueueOptions, 'db' | 'log'>>;
  /** The Bubble.io client's pause between pages and retry backoff (tests shorten the spec's 1 s). */
  bubble?: { pageDelayMs?: number; retryBaseMs?: number };
  /** The services' clock (`ctx.now`): `Date.now` by default; a test passes one it can move. */
  now?: () => number;
}

const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** The web's shipped images in the source tree (the demo's artwork), where no build has copied them. */
const webPublicDir = fileURLToPath(new URL('../../web/public', import.meta.url));

/** A secret that survives restarts of the embedded default, kept beside its data. */
function resolveAuthSecret(config: Env): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  if (config.DATABASE_URL) return randomBytes(32).toString('hex');
  mkdirSync(config.DATA_DIR, { recursive: true });
  const secretPath = join(config.DATA_DIR, 'auth-secret');
  if (!existsSync(secretPath)) writeFileSync(secretPath, randomBytes(32).toString('hex'), { mode: 0o600 });
  return readFileSync(secretPath, 'utf8').trim();
}

/**
 * Builds the app without listening (tests `inject`). Order: outside plugins (security
 * headers, database, mail, auth), then our plugins (errors, authentication), then routes.
 */
export async function buildApp(options: BuildAppOptions) {
  const { config } = options;
  const requestIdPrefix = randomBytes(4).toString('hex');
  let requestCount = 0;
  const app = Fastify({
    // JSON lines (one per event); readable lines with LOG_FORMAT=pretty (`npm run dev`),
    // through a worker thread that costs throughput, so never by default.
    logger: options.logger ?? {
      level: config.LOG_LEVEL,
      ...(config.LOG_FORMAT === 'pretty' ? { transport: { target: 'pino-pretty' } } : {}),
    },
    trustProxy: fastifyTrustProxy(config.TRUST_PROXY),
    // This process's random prefix and a counter: unique in the logs of every instance,
    // without asking the random source on every request.
    genReqId: () => `${requestIdPrefix}${(requestCount++).toString(16).padStart(8, '0')}`,
    requestIdHeader: false,
    // On SIGTERM the server keeps listening until the preClose hooks have run (the realtime
    // streams end): a request that reaches it then is served (with Connection: close), not
    // answered 503, which a proxy would pass on. Once it stops listening, a proxy's
    // connection is refused and it tries the next instance (docs/scaling.md).
    return503OnClosing: false,
    logController: new OneLinePerRequestLog(),
    // Small bodies unless a route says otherwise (plugins/endpoints.ts; decision 038): a
    // hostile body from someone not signed in is refused on its Content-Length, unread.
    bodyLimit: defaultBodyLimit,
    // A malformed %-escape in the path answers in the app's error shape (error-handler.ts).
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  // Every answer names its request id, so a user's report can be found in the log.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  // JSON bodies only: an HTML form on another site can post text/plain, never JSON without
  // a CORS preflight (a second guard behind the SameSite=Lax session cookie).
  app.removeContentTypeParser('text/plain');
  // Refuses JSON nested too deeply before parsing it (plugins/input-guards.ts).
  registerJsonBodyParser(app);
  // A refused upload's answer reaches the client before the connection closes.
  registerLingeringClose(app);
  app.setValidatorCompiler(validatorCompiler);
  registerResponseSerializer(app, { verifyWithZod: config.NODE_ENV !== 'production' });

  const appUrl = publicAppUrl(config);
  app.decorate('appUrl', appUrl);
  app.decorate('requestOrigins', createRequestOrigins(config, appUrl));
  const isHttps = appUrl.startsWith('https://');
  registerSecurityHeaders(app, {
    // Upgrading requests and HSTS only make sense when the app is served over https.
    hsts: isHttps,
    contentSecurityPolicy: {
      directives: {
        upgradeInsecureRequests: isHttps ? [] : null,
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        mediaSrc: ["'self'", 'https:'],
        // 'self': the article page shows a document's PDF inline (a same-site file).
        frameSrc: [
          "'self'",
          'https://www.youtube-nocookie.com',
          'https://www.youtube.com',
          'https://player.vimeo.com',
          // The chatbot page's frame (CHATBOT_URL): its origin only, and only when set.
          ...(config.CHATBOT_URL ? [new URL(config.CHATBOT_URL).origin] : []),
        ],
        connectSrc: ["'self'"],
      },
    },
  });

  const database =
    options.database ??
    (await openDatabase(
      config.DATABASE_URL
        ? { kind: 'postgres', url: config.DATABASE_URL }
        : { kind: 'pglite', dataDir: resolve(config.DATA_DIR) },
    ));
  const ownsDatabase = !options.database;
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('databaseKind', database.kind);
  app.decorate(
    'backUpDataDir',
    database.dumpDataDir ? () => writeEmbeddedBackup(database, resolve(config.DATA_DIR)) : null,
  );
  const contentCache = new ContentCache();
  app.decorate('contentCache', contentCache);
  const memberCache = new MemberCache();
  app.decorate('memberCache', memberCache);
  // The embedded database is written only by this process: it tells us of each change at
  // commit, so sessions can be held in memory and content counters need no reading.
  const sessionCache = database.listen ? new SessionCache() : null;
  app.decorate('sessionCache', sessionCache);
  if (database.listen && sessionCache) {
    await database.listen('accounts_changed', () => sessionCache.clear());
    await database.listen('content_versions', (payload) => contentCache.observe(JSON.parse(payload)));
    await database.listen('member_versions', (payload) => memberCache.observeNotification(payload));
  }

  // Live delivery (chat, tickets): this instance's listening connection, opened at start.
  const realtime = new Realtime({
    db: database.db,
    log: app.log,
    loadEvents: (db, query) => loadRealtimeEvents({ db }, query),
    sessionCheckMs: config.REALTIME_SESSION_CHECK_MS,
  });
  await realtime.start(database);
  app.decorate('realtime', realtime);

  const { start: startJobWorker = true, ...jobOptions } = options.jobs ?? {};
  const jobs = createJobQueue({
    db: database.db,
    log: app.log,
    retryBaseMs: config.JOB_RETRY_BASE_MS,
    ...jobOptions,
  });
  app.decorate('jobs', jobs);
  // The worker stops (and its jobs in progress end) before the database closes.
  // Open streams end before the server waits for its connections to close.
  app.addHook('preClose', async () => realtime.stop());
  app.addHook('onClose', async () => {
    await jobs.stop();
    if (ownsDatabase) await database.close();
  });
  // One process owns a PGlite directory: a job still `running` was left by a killed process.
  if (database.kind === 'pglite') await jobs.releaseExpiredLeases({ all: true });

  const mailer = createMailer({ db: database.db, jobs, transport: config.SMTP_URL ? 'smtp' : 'log' });
  app.decorate('mailer', mailer);

  const auth = createAuth(
    { db: database.db, mailer, appUrl },
    {
      secret: resolveAuthSecret(config),
      passwordHashing: passwordHashing(options.passwordHashing),
    },
  );
  app.decorate('auth', auth);
  app.decorate('rateLimits', options.rateLimits ?? rateLimits);
  app.decorate('now', options.now ?? Date.now);

  const payments = createPaymentsProvider({ config, db: database.db });
  app.decorate('payments', payments);
  if (!payments)
    app.log.warn('Payments are not configured: set the STRIPE_* variables (or PAYMENTS_TEST_MODE=true)');
  // The key is never logged: only whether the AI is configured, and its model.
  const ai = createAiProvider(config);
  app.decorate('ai', ai);
  if (ai) app.log.info({ model: ai.model }, 'Article Magic: AI provider configured');
  const bubble = createBubbleIntegration({ config, ...options.bubble });
  app.decorate('bubble', bubble);
  // Uploaded files (local disk or S3): the upload routes store and serve them, the daily
  // cleanup job removes the ones nothing references (decision 033).
  const uploadStorage = await createUploadStorage(config);

  // Every job's handler, registered once (jobs/register-jobs.ts, decision 027).
  registerJobs(jobs, {
    db: database.db,
    jobs,
    log: app.log,
    realtime,
    mailer,
    mailDelivery: createMailDelivery({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      printToLog: config.NODE_ENV !== 'production',
    }),
    auth,
    payments,
    bubble,
    uploadStorage,
    appUrl,
    config,
    ai,
  });
  // Ask the Library (decision 053): cosine retrieval where pgvector is installed, else full text alone.
  setVectorSupport({ db: database.db }, { hasVector: database.hasVector });
  if (!database.hasVector) {
    app.log.info('Ask the Library: the database has no pgvector: passages are ranked by full text alone');
  }

  // The web app is served when a build is there at start (`npm start` builds it first);
  // which build is current is read at each request (plugins/web-assets.ts).
  const webDistDir = config.WEB_DIST_DIR ?? defaultWebDistDir;
  const webBuilds = existsSync(join(webDistDir, 'index.html')) ? new WebBuilds(webDistDir) : null;
  registerErrorHandler(app, {
    web: webBuilds,
    // A certificate's page carries its Open Graph tags in the HTML (issue 43).
    pageHead: (url) => certificatePageHead({ db: app.db, appUrl }, { url }),
  });
  registerOriginCheck(app, { appOrigin: new URL(appUrl).origin });
  const sessionCookie = await sessionCookieSettings(auth);
  registerAuthentication(app, { sessionCookie });
  registerInputGuards(app);

  // The API document and its page: anyone's outside production, superadmins' in it (decision 046).
  await registerApiDocument(app, {
    appUrl,
    sessionCookieName: sessionCookie.sessionTokenName,
    access: apiDocumentAccess(config),
  });

  await app.register(healthRoutes);
  await app.register(accountRoutes);
  await app.register(twoFactorRoutes);
  await app.register(homeRoutes);
  await app.register(learningRoutes);
  await app.register(articleRoutes);
  await app.register(guruRoutes);
  await app.register(teamRoutes);
  await app.register(learningPlanRoutes);
  await app.register(communityRoutes);
  await app.register(mentionRoutes);
  await app.register(memberDirectoryRoutes);
  // A PDF draws its pillar's artwork, read from the storage or the web's shipped images.
  await app.register(certificateRoutes, {
    readImage: (url: string) =>
      readPublicImage(uploadStorage, { url, webDirectories: [webDistDir, webPublicDir] }),
  });
  await app.register(billingRoutes);
  await app.register(planRoutes);
  await app.register(announcementRoutes);
  await app.register(eventRoutes);
  await app.register(callRoutes);
  await app.register(chatbotRoutes, { chatbotUrl: config.CHATBOT_URL });
  await app.register(supportRoutes);
  await app.register(realtimeRoutes);
  await app.register(adminRoutes);
  await app.register(organizationRoutes);
  await app.register(auditRoutes, { retentionDays: config.AUDIT_RETENTION_DAYS });
  await app.register(analyticsRoutes);
  await app.register(adminLearningRoutes);
  await app.register(quizRoutes);
  await app.register(adminArticleRoutes);
  await app.register(articleRevisionRoutes);
  await app.register(articleMagicRoutes);
  await app.register(adminEventRoutes);
  await app.register(uploadRoutes, { storage: uploadStorage });
  await app.register(jobRoutes);
  await app.register(importRoutes);
  await app.register(engagementRoutes);
  await app.register(askRoutes, {
    limitPerHour: config.ASK_LIMIT_PER_HOUR,
    retrieval: {
      modelHelpTimeoutMs: config.ASK_MODEL_HELP_TIMEOUT_MS,
      similarityFloor: config.ASK_SIMILARITY_FLOOR,
    },
  });

  if (webBuilds) await registerWebAssets(app);

  if (startJobWorker) {
    let reminders: { stop(): void } | null = null;
    let uploadCleanup: { stop(): void } | null = null;
    let askRetention: { stop(): void } | null = null;
    // The ticks stop before the queue and the database do.
    app.addHook('preClose', async () => {
      reminders?.stop();
      uploadCleanup?.stop();
      askRetention?.stop();
    });
    app.addHook('onReady', async () => {
      // The daily jobs queue their first run with the worker (tests without it run jobs by hand).
      await scheduleAuditRetention({ db: database.db, jobs });
      jobs.start();
      reminders = startReminderScheduler({
        db: database.db,
        jobs,
        log: app.log,
        schedule: config.REMINDER_SCHEDULE,
      });
      uploadCleanup = startUploadCleanupScheduler({
        db: database.db,
        jobs,
        log: app.log,
        schedule: config.UPLOAD_CLEANUP_SCHEDULE,
      });
      askRetention = startAskRetentionScheduler({
        db: database.db,
        jobs,
        log: app.log,
        schedule: config.ASK_RETENTION_SCHEDULE,
      });
      // Whatever the passage index lacks (a new install, a new embedding model) is indexed now.
      await queueBackfill({ db: database.db, jobs });
    });
  }

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
