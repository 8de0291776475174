import { z } from 'zod';

/**
 * Every setting comes from the environment and is checked at start: a bad value stops
 * the server with a message naming the variable (see `loadConfig`).
 */
const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Public address of the app, used in e-mailed links. Defaults to http://localhost:PORT. */
  APP_URL: z.url().optional(),
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
  TRUST_PROXY: booleanFlag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `json` (one line per event) or `pretty` (pino-pretty in a worker thread; `npm run dev` sets it). */
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
  /**
   * Demo accounts (public password) and content, loaded into an empty embedded database
   * outside production; `false` to start empty. Never loaded in production or with DATABASE_URL.
   */
  DEMO_DATA: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value !== 'false' && value !== '0'),
  /** Directory of the built web app to serve; empty to serve the API only. */
  WEB_DIST_DIR: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

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
  return parsed.data;
}
