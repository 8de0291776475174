import { createHash, randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { account, session, user, verification } from '../../db/schema/index.ts';
import { jobDefinitions } from '../../jobs/definitions.ts';
import type { JobHandlerOf } from '../../jobs/job-context.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { type PasswordHashing, passwordHashing } from './password-hashing.ts';

export const sessionLifetimeSeconds = 30 * 24 * 60 * 60;
/** A session is extended (and its cookie renewed) once a day while it is used. */
export const sessionRefreshAgeSeconds = 24 * 60 * 60;
export const resetTokenLifetimeSeconds = 60 * 60;

/*
 * Reset tokens live in better-auth's `verification` table, keyed by `reset-password:<token>`
 * with the user id as value. We have better-auth store that key hashed
 * (`verification.storeIdentifier`): `reset-password-sha256:` + base64url(SHA-256(key)), so the
 * table never holds a usable link. The prefix keeps a user's reset rows findable (to end the
 * older ones) and differs from `reset-password:`, so better-auth's fallback lookup of a plain
 * key can never match a stored hash sent back as a token.
 */
const resetKeyPrefix = 'reset-password:';
const hashedResetKeyPrefix = 'reset-password-sha256:';

/** The `verification.identifier` stored for a reset token. */
export function storedResetTokenIdentifier(token: string): string {
  return hashedResetKeyPrefix + createHash('sha256').update(`${resetKeyPrefix}${token}`).digest('base64url');
}

/**
 * Ends a user's reset links: all of them, or all created up to `before` except `keepId`
 * (the one just created). Plain keys from before hashing are ended too.
 */
async function endResetTokens(
  db: Database,
  userId: string,
  options: { keepId?: string; before?: Date } = {},
): Promise<void> {
  await db.execute(sql`
    delete from verification
     where value = ${userId}
       and (identifier like ${`${hashedResetKeyPrefix}%`} or identifier like ${`${resetKeyPrefix}%`})
       ${options.keepId ? sql`and id <> ${options.keepId}` : sql``}
       ${options.before ? sql`and created_at <= ${options.before.toISOString()}` : sql``}`);
}

/**
 * better-auth owns passwords, sessions and reset tokens. We call its server API from our
 * own services (modules/accounts/sign-in-service.ts) so that every answer goes through our
 * schemas, rate limits and error handler; its own HTTP handler is not mounted. Built once at
 * start, before any request: it takes the parts of the context it keeps (the database, the
 * mailer and the app's address for its links), as the reminder and digest scans do.
 */
export function createAuth(
  ctx: Pick<ServiceContext, 'db' | 'mailer' | 'appUrl'>,
  options: { secret: string; passwordHashing?: PasswordHashing },
) {
  return betterAuth({
    secret: options.secret,
    baseURL: ctx.appUrl,
    database: drizzleAdapter(ctx.db, {
      provider: 'pg',
      schema: { user, session, account, verification },
    }),
    advanced: { database: { generateId: () => randomUUID() } },
    verification: {
      storeIdentifier: {
        default: 'plain',
        overrides: {
          [resetKeyPrefix]: {
            hash: async (identifier) => storedResetTokenIdentifier(identifier.slice(resetKeyPrefix.length)),
          },
        },
      },
    },
    databaseHooks: {
      verification: {
        create: {
          // A new reset link ends every older one of the same user (the newest wins, also
          // when two are asked for at once: each ends those created up to itself).
          async after(created) {
            if (!created.identifier.startsWith(hashedResetKeyPrefix)) return;
            await endResetTokens(ctx.db, created.value, {
              keepId: created.id,
              before: new Date(created.createdAt),
            });
          },
        },
      },
    },
    // "User not found" on a failed sign-in is an expected answer, not a warning.
    logger: { level: 'error' },
    // Our own rate limits live in the database (rate-limit.ts); better-auth's are per process.
    rateLimit: { enabled: false },
    session: {
      expiresIn: sessionLifetimeSeconds,
      updateAge: sessionRefreshAgeSeconds,
      // No cookie cache: a revoked session must stop working on the next request.
      cookieCache: { enabled: false },
    },
    emailAndPassword: {
      enabled: true,
      // Sign-up goes through accounts/service.ts (user, profile and organization in one transaction).
      disableSignUp: true,
      minPasswordLength: 8,
      // better-auth's own scrypt unless a test asks for the fast one (password-hashing.ts).
      password: options.passwordHashing ?? passwordHashing('production'),
      resetPasswordTokenExpiresIn: resetTokenLifetimeSeconds,
      revokeSessionsOnPasswordReset: true,
      // A completed reset ends every other link of the user (better-auth ends only the one used).
      async onPasswordReset({ user: resetUser }) {
        await endResetTokens(ctx.db, resetUser.id);
      },
      async sendResetPassword({ user: recipient, token }) {
        // The token travels in the hash so it never reaches server logs or Referer headers.
        const link = `${ctx.appUrl}/auth/reset-password#token=${encodeURIComponent(token)}`;
        // Runs in the password-reset job (below); the mail is queued in turn for `mail.send`.
        await ctx.mailer.send({
          to: recipient.email,
          subject: 'Reset your Pillars password',
          text: `Hello,\n\nSomeone asked to reset the password of your Pillars account. Open this link to choose a new one (it works once, for one hour):\n\n${link}\n\nIf you did not ask for this, you can ignore this e-mail.`,
          html: `<p>Hello,</p><p>Someone asked to reset the password of your Pillars account. Open this link to choose a new one (it works once, for one hour):</p><p><a href="${link}">Reset my password</a></p><p>If you did not ask for this, you can ignore this e-mail.</p>`,
        });
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

export const passwordResetJobName = jobDefinitions.passwordReset.name;

/**
 * POST /api/auth/forgot-password only queues this job: the request runs the same statements
 * (rate limits, one INSERT) whether or not the address has an account, so its time tells
 * nothing, and it never waits for SMTP. The job looks the address up, creates the reset
 * token and queues the e-mail (`mail.send`); an unknown address ends there.
 */
export const requestPasswordResetJob: JobHandlerOf<typeof jobDefinitions.passwordReset> = async (
  ctx,
  { email },
) => {
  await ctx.auth.api.requestPasswordReset({ body: { email, redirectTo: '/auth/reset-password' } });
};
