import { isIP } from 'node:net';
import { z } from 'zod';
import { createRequestOrigins } from '../lib/request-origin.ts';

/**
 * Every setting comes from the environment and is checked at start: a bad value stops
 * the server with a message naming the variable (see `loadConfig`).
 */
/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs. */
const namedProxyRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddressOrRange(entry: string): boolean {
  if (namedProxyRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^[0-9]{1,3}$/.test(prefix) ? Number(prefix) : -1;
  return bits >= 0 && bits <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies may tell us the client address (X-Forwarded-For), as Fastify's `trustProxy`
 * takes it: `false` (none: the socket address), a number of proxy hops in front of the app,
 * or the proxies' addresses and CIDR ranges. `true` is refused: it would take the leftmost
 * X-Forwarded-For entry, which the client writes itself, so every rate limit could be
 * dodged by sending a new value each time.
 */
const trustProxySetting = z
  .string()
  .optional()
  .transform((value, context): false | number | string[] => {
    const text = value?.trim() ?? '';
    if (text === '' || text === 'false' || text === '0') return false;
    if (text === 'true') {
      context.addIssue({
        code: 'custom',
        message:
          '"true" would trust the leftmost X-Forwarded-For entry, which the client writes; set the number of proxies in front of the app (e.g. 1) or their addresses (e.g. 10.0.0.5,10.1.0.0/16)',
      });
      return z.NEVER;
    }
    if (/^[0-9]+$/.test(text)) {
      const hops = Number(text);
      if (hops > 10) {
        context.addIssue({ code: 'custom', message: 'at most 10 proxy hops' });
        return z.NEVER;
      }
      return hops;
    }
    const entries = text.split(',').map((entry) => entry.trim());
    const invalid = entries.filter((entry) => !isProxyAddressOrRange(entry));
    if (invalid.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `must be false, a number of proxy hops, or proxy addresses/CIDRs separated by commas (not: ${invalid.join(', ')})`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** A host as a browser's address bar and the Host header name it: `name` or `name:port`, lower case. */
const hostPattern =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::[0-9]{1,5})?$/;

/**
 * Hosts besides APP_URL's on which the app is reached, as the address bar shows them
 * (`www.example.com`, `localhost:5173`): links of a request's own flow (checkout's return,
 * the test checkout page, the Billing Portal's return) stay on such a host (lib/request-origin.ts).
 */
const allowedHostsSetting = z
  .string()
  .optional()
  .transform((value, context): string[] => {
    const entries = (value ?? '')
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter((entry) => entry !== '');
    const invalid = entries.filter((entry) => !hostPattern.test(entry));
    if (invalid.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `must be host names with an optional port, separated by commas, e.g. www.example.com,localhost:5173 (not: ${invalid.join(', ')})`,
      });
      return z.NEVER;
    }
    return entries;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Public address of the app, used in e-mailed links. Defaults to http://localhost:PORT. */
  APP_URL: z.url().optional(),
  /**
   * Who may read the API document (/api/openapi.json) and its page (/api/docs): `public`, or
   * `superadmin`. Superadmins by default in production, anyone elsewhere (decision 046).
   */
  API_DOCS: z.enum(['public', 'superadmin']).optional(),
  /**
   * Other hosts the app is reached at (comma-separated `host[:port]`): a request that came to
   * one keeps its own flow's links (checkout, Billing Portal) on it. E-mailed links use APP_URL.
   */
  ALLOWED_HOSTS: allowedHostsSetting,
  /** Embedded PGlite data directory (ignored when DATABASE_URL is set). */
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** Secret for signing session cookies; generated into DATA_DIR when not set and PGlite is used. */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Pillars <no-reply@pillars.local>'),
  TRUST_PROXY: trustProxySetting,
  /** How often open realtime streams re-check their sessions (besides each account change). */
  REALTIME_SESSION_CHECK_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /** The realtime stream's heartbeat (a comment line), so proxies keep it open. */
  REALTIME_HEARTBEAT_MS: z.coerce.number().int().min(100).max(300_000).default(20_000),
  /** Audit trail rows older than this many days are deleted by a daily job (1 to 36500). */
  AUDIT_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a whole number of days' })
    .int('must be a whole number of days')
    .min(1, 'must be at least 1 day')
    .max(36_500, 'must be at most 36500 days')
    .default(365),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `json` (one line per event) or `pretty` (pino-pretty in a worker thread; `npm run dev` sets it). */
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
  /**
   * Demo accounts (public password) and content, loaded into an empty embedded database
   * outside production; `false` to start empty. Never loaded in production or with DATABASE_URL.
   */
  /**
   * Superadmin and support accounts must have a second factor (decision 052): after the
   * password they are led to set one up, and every other route answers 403
   * TWO_FACTOR_REQUIRED until they do. Default `true` with NODE_ENV=production, else `false`
   * (the demo logins keep working).
   */
  REQUIRE_STAFF_TWO_FACTOR: z.enum(['true', 'false', '1', '0']).optional(),
  DEMO_DATA: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value !== 'false' && value !== '0'),
  /**
   * The chatbot page embeds this address in a sandboxed frame (its origin joins the CSP's
   * frame-src); unset, the page says the chatbot is not configured.
   */
  CHATBOT_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
  /**
   * When the reminders' scheduler ticks (a cron pattern with seconds, croner's syntax): every
   * minute by default. Each tick queues one scan of the due reminders.
   */
  REMINDER_SCHEDULE: z.string().min(1).default('0 * * * * *'),
  /**
   * The job queue's first retry delay after a failed attempt, in ms; each further attempt
   * waits twice as long (up to an hour), with up to 20% jitter. The restart tests start
   * the server with a small value rather than wait out the production delay.
   */
  JOB_RETRY_BASE_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(1, 'must be at least 1 ms')
    .max(3_600_000, 'must be at most 3600000 ms (an hour)')
    .default(10_000),
  /** Directory of the built web app to serve; empty to serve the API only. */
  WEB_DIST_DIR: z.string().optional(),
  /** Stripe: all three set, or none (then the built-in test provider takes payments). */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_PRICE_ID: z.string().min(1).optional(),
  /** Where the Stripe SDK sends its calls (tests point it at a local fake); Stripe's own by default. */
  STRIPE_API_HOST: z.string().min(1).optional(),
  STRIPE_API_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  /** `true` allows the built-in test provider in production (a staging deployment). */
  PAYMENTS_TEST_MODE: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
  /**
   * Import from Bubble.io (decision 026): the Data API root (`https://yourapp.bubbleapps.io/api/1.1/obj`,
   * or `.../version-test/api/1.1/obj`) and its key, sent as `Authorization: Bearer` from the
   * server only. Both, or neither (then the import screen says which to set).
   */
  BUBBLE_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
  BUBBLE_API_KEY: z.string().min(1).optional(),
  /** The data type's name in the Data API's URL. */
  BUBBLE_DATA_TYPE: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'must be the data type name as it appears in the Data API URL (e.g. thought)')
    .default('thought'),
  /** The author of imported articles; the first superadmin when not set. */
  IMPORT_AUTHOR_EMAIL: z.email('must be an e-mail address').optional(),
  /**
   * Uploads (images, documents) go to `DATA_DIR/uploads` unless S3_BUCKET is set: then to that
   * bucket of S3 or an S3-compatible store (S3_ENDPOINT for MinIO, R2, ...). Credentials: the
   * two keys, or the AWS SDK's own chain (instance role, AWS_PROFILE ...) when they are unset.
   */
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `true` for stores that address buckets by path (`endpoint/bucket/key`: MinIO and most self-hosted ones). */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
  /**
   * An uploaded file nothing references is removed by the daily cleanup once its last upload
   * is this many hours old (decision 033): the time a form may hold an upload before saving.
   */
  UPLOAD_CLEANUP_GRACE_HOURS: z.coerce
    .number({ error: 'must be a whole number of hours' })
    .int('must be a whole number of hours')
    .min(1, 'must be at least 1 hour')
    .max(8_760, 'must be at most 8760 hours (a year)')
    .default(24),
  /** When the upload cleanup runs (a cron pattern with seconds, croner's syntax): 03:30 daily, server time. */
  UPLOAD_CLEANUP_SCHEDULE: z.string().min(1).default('0 30 3 * * *'),
  /**
   * Article Magic's AI (decision 028): any OpenAI-compatible chat completions server. The key
   * stays on the server (never in an answer or a log line). A local server (Ollama, vLLM, LM
   * Studio) needs only OPENAI_BASE_URL.
   */
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address (…/v1)' })
    .optional(),
  /** The model asked; the spec's gpt-4-turbo-preview is retired (decision 028 says why this one). */
  AI_MODEL: z.string().min(1).default('gpt-6-luna'),
  /** The longest one AI call may take, streaming included (0.1 s to 10 min). */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(120_000),
  /**
   * Ask the Library (decision 053): the embedding model asked at OPENAI_BASE_URL's /embeddings.
   * Unset: passages are ranked by full text alone.
   */
  EMBEDDING_MODEL: z.string().min(1).optional(),
  /** How long Ask the Library keeps a conversation (days). */
  ASK_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Questions a member may ask per hour. */
  ASK_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(20),
  /** When the conversation retention runs (croner's syntax, with seconds): 04:10 daily. */
  ASK_RETENTION_SCHEDULE: z.string().min(1).default('0 10 4 * * *'),
  /**
   * The longest a question's embedding (and the model's help before the sources: rewriting,
   * reranking) may take; past it the question is answered without it (issue 55).
   */
  ASK_MODEL_HELP_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3_000),
  /**
   * The cosine similarity at which a passage answers a question on its own, whatever words it
   * shares (decision 053: depends on the embedding model; chosen with the local fake's).
   */
  ASK_SIMILARITY_FLOOR: z.coerce.number().min(0).max(1).default(0.65),
});

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

/**
 * The app's public address, the one place that says it: APP_URL without a trailing slash
 * (links are written `${appUrl}/auth/login`), else http://localhost:PORT (`port`: the port
 * the server actually bound, when PORT is 0).
 */
export function publicAppUrl(
  config: Pick<Env, 'APP_URL' | 'PORT'>,
  port: number | string = config.PORT,
): string {
  return config.APP_URL ? config.APP_URL.replace(/\/+$/, '') : `http://localhost:${port}`;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  if (parsed.data.DATABASE_URL && !parsed.data.AUTH_SECRET && parsed.data.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  AUTH_SECRET: required with DATABASE_URL in production (all instances share it)',
    );
  }
  // The chatbot's frame has both allow-scripts and allow-same-origin (the chatbot needs its
  // own storage): on a host the app serves, its scripts would be the app's own (same origin),
  // or share its cookies (a host name's cookies ignore the port and the scheme: the frame could
  // set cookies the app reads, and its requests are same-site). Only a host the app does not
  // serve is safe to embed so: not APP_URL's, not one of ALLOWED_HOSTS, not a loopback name
  // where the app answers on loopback (decision 029, issue 54).
  const { CHATBOT_URL } = parsed.data;
  if (CHATBOT_URL) {
    const chatbotHost = new URL(CHATBOT_URL).hostname;
    const served = createRequestOrigins(parsed.data, publicAppUrl(parsed.data)).hostNames;
    if (served.has(chatbotHost)) {
      throw new ConfigError(
        `Invalid configuration:\n  CHATBOT_URL: must be on a host the app does not serve (${chatbotHost} is one of APP_URL, ALLOWED_HOSTS or, where the app answers on loopback, its loopback names): its frame may run scripts with the app's rights or set its cookies`,
      );
    }
  }
  const stripeSettings = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID'] as const;
  const missingStripe = stripeSettings.filter((name) => !parsed.data[name]);
  if (missingStripe.length > 0 && missingStripe.length < stripeSettings.length) {
    throw new ConfigError(
      `Invalid configuration:\n  ${missingStripe.join(', ')}: required with the other Stripe settings`,
    );
  }
  const bubbleSettings = ['BUBBLE_API_URL', 'BUBBLE_API_KEY'] as const;
  const missingBubble = bubbleSettings.filter((name) => !parsed.data[name]);
  if (missingBubble.length === 1) {
    throw new ConfigError(
      `Invalid configuration:\n  ${missingBubble[0]}: required with ${bubbleSettings.find((name) => name !== missingBubble[0])}`,
    );
  }
  const s3Keys = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const missingS3Keys = s3Keys.filter((name) => !parsed.data[name]);
  if (missingS3Keys.length === 1) {
    throw new ConfigError(
      `Invalid configuration:\n  ${missingS3Keys[0]}: required with ${s3Keys.find((name) => name !== missingS3Keys[0])}`,
    );
  }
  return parsed.data;
}

/**
 * TRUST_PROXY as Fastify's `trustProxy`. A hop count becomes a function: Fastify 5 reads a
 * bare number as "trust nothing", and `(address, hop) => hop < hops` is proxy-addr's own
 * hop rule (hop 0 is the socket peer, then X-Forwarded-For from the right). It assumes
 * only the proxy can reach the app; a list of proxy addresses does not.
 */
export function fastifyTrustProxy(
  setting: Env['TRUST_PROXY'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') {
    const hops = setting;
    return hops === 0 ? false : (_address, hop) => hop < hops;
  }
  return setting;
}

/** Whether staff accounts must have a second factor (REQUIRE_STAFF_TWO_FACTOR, decision 052). */
export function requiresStaffTwoFactor(config: Pick<Env, 'REQUIRE_STAFF_TWO_FACTOR' | 'NODE_ENV'>): boolean {
  const setting = config.REQUIRE_STAFF_TWO_FACTOR;
  if (setting === undefined) return config.NODE_ENV === 'production';
  return setting === 'true' || setting === '1';
}
