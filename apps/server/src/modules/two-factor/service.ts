import type { MeResponse } from '@pillars/shared/accounts/schemas';
import {
  codeAttemptLimit,
  codeLockMinutes,
  trustedDeviceDays,
  twoFactorMessages,
} from '@pillars/shared/two-factor/messages';
import type {
  AuthenticatorSetup,
  BackupCodesResponse,
  ConfirmAuthenticatorBody,
  DisableAuthenticatorBody,
  RegenerateBackupCodesBody,
  TeamTwoFactorBody,
  TwoFactorStatus,
  VerifySecondFactorBody,
} from '@pillars/shared/two-factor/schemas';
import { isAPIError } from 'better-auth/api';
import { sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { type Executor, queryRows } from '../../db/client.ts';
import { displayName } from '../../db/display-name.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { organizations, twoFactorAttempts, userTwoFactor } from '../../db/schema/index.ts';
import { AppError, RateLimitedError } from '../../lib/app-error.ts';
import type { AuthClient } from '../../lib/auth-client.ts';
import type { ServiceContext, ViewerContext } from '../../lib/service-context.ts';
import { limitSignIn, recordSignInSuccess } from '../accounts/rate-limit.ts';
import {
  decryptTotpKey,
  encryptTotpKey,
  hashBackupCode,
  hashDeviceToken,
  looksLikeTotpCode,
  matchingTotpStep,
  newBackupCodes,
  newTotpKey,
  otpauthUri,
} from './codes.ts';
import { noteSignInDevice } from './devices.ts';

/*
 * Two-factor sign-in (issue 44, decision 052). A session opened with a right password may
 * still owe a second factor (`session.second_factor`: `code` or `setup`); the authentication
 * hook lets such a session reach only the endpoints of its step. Everything a rule counts
 * (wrong codes in a row, the step of the last accepted code, used backup codes) is a row, so
 * it holds across instances.
 */

/** What the app's settings say about second factors, handed in by the routes. */
export interface TwoFactorSettings {
  /** REQUIRE_STAFF_TWO_FACTOR: superadmin and support accounts must have one. */
  requireStaff: boolean;
}

const staffRoles = new Set(['superadmin', 'support']);

/** The auth secret the authenticator keys are encrypted under (better-auth's own). */
async function keySecret(ctx: Pick<ServiceContext, 'auth'>): Promise<string> {
  return (await ctx.auth.$context).secret;
}

export type AccountFactorRow = Pick<SqlRow<typeof organizations>, 'require_two_factor'> & {
  role: string;
  organization_id: string | null;
  /** The authenticator app is on. */
  enabled: boolean;
  backup_left: number | string;
  /** Passkeys registered: each is a second factor too. */
  passkeys: number | string;
  trusted: boolean;
};

/** One statement: the account's factors, role, agency requirement and (given a token) trusted device. */
export async function readAccountFactors(
  { db }: { db: Executor },
  input: { userId: string; trustedTokenHash?: string | null; now: Date },
): Promise<AccountFactorRow | undefined> {
  const [row] = await queryRows<AccountFactorRow>(
    db,
    sql`select p.role, p.organization_id, coalesce(o.require_two_factor, false) as require_two_factor,
               exists (select 1 from user_two_factor t where t.user_id = p.id and t.enabled_at is not null) as enabled,
               (select count(*) from two_factor_backup_codes b where b.user_id = p.id and b.used_at is null) as backup_left,
               (select count(*) from passkeys k where k.user_id = p.id) as passkeys,
               exists (select 1 from trusted_devices d
                        where d.token_hash = ${input.trustedTokenHash ?? ''} and d.user_id = p.id
                          and d.expires_at > ${input.now.toISOString()}) as trusted
          from profiles p left join organizations o on o.id = p.organization_id
         where p.id = ${input.userId}`,
  );
  return row;
}

export function isRequired(row: AccountFactorRow, settings: TwoFactorSettings): boolean {
  return (settings.requireStaff && staffRoles.has(row.role)) || row.require_two_factor;
}

/** An authenticator app or a passkey. */
function hasFactor(row: AccountFactorRow): boolean {
  return row.enabled || Number(row.passkeys) > 0;
}

function statusOf(row: AccountFactorRow, settings: TwoFactorSettings): TwoFactorStatus {
  return {
    authenticator: row.enabled,
    backupCodesLeft: Number(row.backup_left),
    passkeys: Number(row.passkeys),
    required: isRequired(row, settings),
    teamRequires: row.organization_id ? row.require_two_factor : null,
  };
}

export const trustedDeviceCookieName = 'pillars_trusted_device';

function readTrustedDeviceToken(headers: Headers): string | null {
  const cookie = headers.get('cookie');
  if (!cookie) return null;
  for (const part of cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === trustedDeviceCookieName) return value.join('=') || null;
  }
  return null;
}

/**
 * What a session just opened with a right password still owes: `code` when the account has
 * an authenticator and this browser is not trusted, `setup` when the account must have one
 * and has none, else null. The session row is marked in the same call (before its cookie
 * reaches the browser), and a full sign-in is noted as a device (devices.ts).
 */
export async function settleSignInStep(
  ctx: ServiceContext,
  input: {
    userId: string;
    email: string;
    sessionToken: string;
    client: AuthClient;
    settings: TwoFactorSettings;
    /** Sign-up and accepted invitations: the first device, never mailed. */
    firstSignIn?: boolean;
  },
): Promise<'code' | 'setup' | null> {
  const now = new Date(ctx.now());
  const trusted = readTrustedDeviceToken(input.client.headers);
  const row = await readAccountFactors(ctx, {
    userId: input.userId,
    trustedTokenHash: trusted ? hashDeviceToken(trusted) : null,
    now,
  });
  if (!row) return null;
  // A passkey-only account owes its passkey (the sign-in page offers it at the code step).
  const step = hasFactor(row)
    ? row.trusted
      ? null
      : 'code'
    : isRequired(row, input.settings)
      ? 'setup'
      : null;
  if (step) {
    await ctx.db.execute(sql`update session set second_factor = ${step} where token = ${input.sessionToken}`);
  }
  if (step !== 'code') {
    await noteSignInDevice(ctx, {
      userId: input.userId,
      email: input.email,
      userAgent: input.client.headers.get('user-agent'),
      ip: input.client.ip,
      mail: !input.firstSignIn,
    });
  }
  return step;
}

type AttemptRow = Pick<SqlRow<typeof twoFactorAttempts>, 'failures' | 'locked_until'>;

function lockedError(lockedUntil: Date, now: Date): RateLimitedError {
  const seconds = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
  return new RateLimitedError(twoFactorMessages.lockedUntil(Math.ceil(seconds / 60)), seconds);
}

/**
 * Checks a code typed by `userId` against their authenticator (`enabled`: the one in use;
 * `pending`: the one being set up) or, when `backup`, a backup code.
 *
 * At most five codes are compared per lock period, whatever the concurrency, the instance
 * and the factor (decision 052). Admission is decided by the one upsert that counts the
 * attempt, before any comparison: while a lock holds, the attempt is refused (its count is
 * parked at `codeAttemptLimit + 1`, the mark of a refusal); a lock that has run out starts a
 * new count; the attempt that reaches the limit sets the lock in that same statement, so the
 * codes sent with it are refused, and is then compared. A right code forgives (the count and
 * any lock go). A right code of a step already used, or a backup code already used, counts as
 * a wrong one, with its own message.
 */
async function checkCode(
  ctx: ServiceContext,
  input: { userId: string; code: string; authenticator: 'enabled' | 'pending'; backup: boolean },
): Promise<{ step: number | null }> {
  const now = new Date(ctx.now());
  const nowText = now.toISOString();
  const lockUntil = new Date(now.getTime() + codeLockMinutes * 60_000).toISOString();
  const refused = codeAttemptLimit + 1;
  // A first attempt never reaches the limit (five), so the insert itself sets no lock.
  const [attempt] = await queryRows<AttemptRow>(
    ctx.db,
    sql`insert into two_factor_attempts as a (user_id, failures) values (${input.userId}, 1)
        on conflict (user_id) do update
           set failures = case when a.locked_until > ${nowText} then ${refused}
                               when a.locked_until is not null then 1
                               else least(a.failures + 1, ${refused}) end,
               locked_until = case when a.locked_until > ${nowText} then a.locked_until
                                   when a.locked_until is not null then null
                                   when a.failures + 1 >= ${codeAttemptLimit} then ${lockUntil}::timestamptz
                                   else null end
        returning a.failures, a.locked_until`,
  );
  const failures = Number(attempt?.failures ?? 1);
  if (failures > codeAttemptLimit) {
    throw lockedError(attempt?.locked_until ? new Date(attempt.locked_until) : new Date(lockUntil), now);
  }

  let outcome: 'right' | 'wrong' | 'reused' | 'backupUsed' = 'wrong';
  let acceptedStep: number | null = null;
  if (looksLikeTotpCode(input.code)) {
    const [factor] = await queryRows<Pick<SqlRow<typeof userTwoFactor>, 'secret_encrypted'>>(
      ctx.db,
      sql`select secret_encrypted from user_two_factor
           where user_id = ${input.userId}
             and enabled_at is ${input.authenticator === 'enabled' ? sql`not null` : sql`null`}`,
    );
    const key = factor ? decryptTotpKey(factor.secret_encrypted, await keySecret(ctx)) : null;
    const step = key ? matchingTotpStep(key, input.code, now.getTime()) : null;
    if (step !== null) {
      // The step is remembered in the same statement that checks it was not used yet.
      const taken = await queryRows<{ user_id: string }>(
        ctx.db,
        sql`update user_two_factor set last_used_step = ${step}
             where user_id = ${input.userId} and (last_used_step is null or last_used_step < ${step})
             returning user_id`,
      );
      outcome = taken.length > 0 ? 'right' : 'reused';
      acceptedStep = step;
    }
  } else if (input.backup) {
    // One statement: the code is spent if it is unused, and a code spent before says so
    // (the select sees the rows as they were before this statement's update).
    const codeHash = hashBackupCode(input.code);
    const [backup] = await queryRows<{ spent_now: boolean; spent_before: boolean }>(
      ctx.db,
      sql`with spent as (
            update two_factor_backup_codes set used_at = ${nowText}
             where user_id = ${input.userId} and code_hash = ${codeHash} and used_at is null
               and exists (select 1 from user_two_factor t where t.user_id = ${input.userId} and t.enabled_at is not null)
             returning id)
          select exists (select 1 from spent) as spent_now,
                 exists (select 1 from two_factor_backup_codes
                          where user_id = ${input.userId} and code_hash = ${codeHash} and used_at is not null) as spent_before`,
    );
    if (backup?.spent_now) outcome = 'right';
    else if (backup?.spent_before) outcome = 'backupUsed';
  }

  if (outcome === 'right') {
    await ctx.db.execute(
      sql`update two_factor_attempts set failures = 0, locked_until = null where user_id = ${input.userId}`,
    );
    return { step: acceptedStep };
  }
  // The attempt that reached the limit set the lock when it was counted.
  if (failures >= codeAttemptLimit)
    throw new RateLimitedError(twoFactorMessages.locked, codeLockMinutes * 60);
  const message =
    outcome === 'reused'
      ? twoFactorMessages.codeReused
      : outcome === 'backupUsed'
        ? twoFactorMessages.backupCodeUsed
        : twoFactorMessages.codeWrong;
  throw new AppError('VALIDATION_FAILED', message, { code: message });
}

/** The code after the password: the session becomes a sign-in; the browser may be trusted for 30 days. */
export async function verifySecondFactor(
  ctx: ViewerContext,
  input: VerifySecondFactorBody & { client: AuthClient },
): Promise<MeResponse> {
  const account = ctx.account;
  if (account?.secondFactor !== 'code' || !input.client.sessionToken) {
    throw new AppError('CONFLICT', twoFactorMessages.nothingToVerify);
  }
  const userId = ctx.viewer.userId;
  await checkCode(ctx, { userId, code: input.code, authenticator: 'enabled', backup: true });
  await ctx.db.execute(
    sql`update session set second_factor = null where token = ${input.client.sessionToken} and user_id = ${userId}`,
  );
  if (input.trustDevice) {
    const token = randomToken();
    const expiresAt = new Date(ctx.now() + trustedDeviceDays * 24 * 60 * 60 * 1000);
    await ctx.db.execute(
      sql`insert into trusted_devices (token_hash, user_id, expires_at)
          values (${hashDeviceToken(token)}, ${userId}, ${expiresAt.toISOString()})`,
    );
    const secure = ctx.appUrl.startsWith('https:') ? '; Secure' : '';
    input.client.addCookie(
      `${trustedDeviceCookieName}=${token}; Path=/api/auth; HttpOnly; SameSite=Lax; Max-Age=${trustedDeviceDays * 24 * 60 * 60}${secure}`,
    );
  }
  await noteSignInDevice(ctx, {
    userId,
    email: account.profile.email,
    userAgent: input.client.headers.get('user-agent'),
    ip: input.client.ip,
    mail: true,
  });
  return { ...account, secondFactor: null };
}

function randomToken(): string {
  return globalThis.crypto.getRandomValues(Buffer.alloc(32)).toString('base64url');
}

export async function getTwoFactorStatus(
  ctx: ViewerContext,
  { settings }: { settings: TwoFactorSettings },
): Promise<TwoFactorStatus> {
  const row = await readAccountFactors(ctx, { userId: ctx.viewer.userId, now: new Date(ctx.now()) });
  if (!row) throw new AppError('NOT_FOUND', 'Account not found');
  return statusOf(row, settings);
}

/** A new key for the authenticator app; it is on only once a right code comes back (confirm). */
export async function startAuthenticator(ctx: ViewerContext, _input: object): Promise<AuthenticatorSetup> {
  const key = newTotpKey();
  const stored = encryptTotpKey(key, await keySecret(ctx));
  const started = await queryRows<{ user_id: string }>(
    ctx.db,
    sql`insert into user_two_factor as t (user_id, secret_encrypted) values (${ctx.viewer.userId}, ${stored})
        on conflict (user_id) do update set secret_encrypted = excluded.secret_encrypted, last_used_step = null
         where t.enabled_at is null
        returning t.user_id`,
  );
  if (started.length === 0) throw new AppError('CONFLICT', twoFactorMessages.alreadyEnabled);
  const uri = otpauthUri(key, ctx.account?.profile.email ?? 'account');
  const qrCodeSvg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { key, otpauthUri: uri, qrCodeSvg };
}

async function replaceBackupCodes(db: Executor, userId: string): Promise<string[]> {
  const codes = newBackupCodes();
  await db.execute(sql`delete from two_factor_backup_codes where user_id = ${userId}`);
  await db.execute(
    sql`insert into two_factor_backup_codes (user_id, code_hash)
        select ${userId}, unnest(${`{${codes.map(hashBackupCode).join(',')}}`}::text[])`,
  );
  return codes;
}

/** A right code turns the authenticator on: ten backup codes, and this session no longer owes a set-up. */
export async function confirmAuthenticator(
  ctx: ViewerContext,
  input: ConfirmAuthenticatorBody & { sessionToken: string | null },
): Promise<BackupCodesResponse> {
  const userId = ctx.viewer.userId;
  const [pending] = await queryRows<{ user_id: string }>(
    ctx.db,
    sql`select user_id from user_two_factor where user_id = ${userId} and enabled_at is null`,
  );
  if (!pending) throw new AppError('CONFLICT', twoFactorMessages.notStarted);
  await checkCode(ctx, { userId, code: input.code, authenticator: 'pending', backup: false });
  const backupCodes = await ctx.db.transaction(async (tx) => {
    await tx.execute(
      sql`update user_two_factor set enabled_at = ${new Date(ctx.now()).toISOString()} where user_id = ${userId}`,
    );
    const codes = await replaceBackupCodes(tx, userId);
    if (input.sessionToken) {
      await tx.execute(
        sql`update session set second_factor = null where token = ${input.sessionToken} and second_factor = 'setup'`,
      );
    }
    return codes;
  });
  return { backupCodes };
}

/** Checks the account's password with better-auth, counted like a sign-in attempt. */
async function requirePassword(ctx: ViewerContext, password: string, client: AuthClient): Promise<void> {
  const email = ctx.account?.profile.email ?? '';
  await limitSignIn(ctx, { email, ip: client.ip });
  try {
    await ctx.auth.api.verifyPassword({ body: { password }, headers: client.headers });
  } catch (error) {
    if (isAPIError(error)) {
      throw new AppError('VALIDATION_FAILED', twoFactorMessages.passwordWrong, {
        password: twoFactorMessages.passwordWrong,
      });
    }
    throw error;
  }
  await recordSignInSuccess(ctx, { email, ip: client.ip });
}

/**
 * Removing a sign-in factor asks for the person again (decision 052): the password, and a
 * code (authenticator or backup) when the authenticator app is on. Turning the app off and
 * removing a passkey both come here, so both ask the same. The password is counted like a
 * sign-in attempt, the code like any other (`checkCode`'s lock).
 */
export async function confirmIdentity(
  ctx: ViewerContext,
  input: { password: string; code: string | undefined; authenticator: boolean; client: AuthClient },
): Promise<void> {
  if (input.authenticator && !input.code) {
    throw new AppError('VALIDATION_FAILED', twoFactorMessages.codeRequired, {
      code: twoFactorMessages.codeRequired,
    });
  }
  await requirePassword(ctx, input.password, input.client);
  if (input.authenticator) {
    await checkCode(ctx, {
      userId: ctx.viewer.userId,
      code: input.code ?? '',
      authenticator: 'enabled',
      backup: true,
    });
  }
}

export async function regenerateBackupCodes(
  ctx: ViewerContext,
  input: RegenerateBackupCodesBody & { client: AuthClient },
): Promise<BackupCodesResponse> {
  await requirePassword(ctx, input.password, input.client);
  const userId = ctx.viewer.userId;
  const backupCodes = await ctx.db.transaction(async (tx) => {
    const [enabled] = await queryRows<{ user_id: string }>(
      tx,
      sql`select user_id from user_two_factor where user_id = ${userId} and enabled_at is not null for update`,
    );
    if (!enabled) throw new AppError('CONFLICT', twoFactorMessages.notEnabled);
    return replaceBackupCodes(tx, userId);
  });
  return { backupCodes };
}

/** Turning the authenticator off: the password and a code (`confirmIdentity`); an account that must keep one cannot. */
export async function disableAuthenticator(
  ctx: ViewerContext,
  input: DisableAuthenticatorBody & { client: AuthClient; settings: TwoFactorSettings },
): Promise<TwoFactorStatus> {
  const userId = ctx.viewer.userId;
  const now = new Date(ctx.now());
  const before = await readAccountFactors(ctx, { userId, now });
  if (!before?.enabled) throw new AppError('CONFLICT', twoFactorMessages.notEnabled);
  if (isRequired(before, input.settings) && Number(before.passkeys) === 0) {
    throw new AppError('FORBIDDEN', twoFactorMessages.stillRequired);
  }
  await confirmIdentity(ctx, {
    password: input.password,
    code: input.code,
    authenticator: true,
    client: input.client,
  });
  await ctx.db.transaction(async (tx) => {
    // The passkeys stay: they are second factors of their own.
    await removeFactors(tx, userId, { passkeys: false });
  });
  const after = await readAccountFactors(ctx, { userId, now });
  return statusOf(after!, input.settings);
}

/** The authenticator, its backup codes and trusted devices; with `passkeys` (a reset), the passkeys too. */
async function removeFactors(tx: Executor, userId: string, options: { passkeys: boolean }): Promise<void> {
  await tx.execute(sql`delete from user_two_factor where user_id = ${userId}`);
  if (options.passkeys) await tx.execute(sql`delete from passkeys where user_id = ${userId}`);
  await tx.execute(sql`delete from two_factor_backup_codes where user_id = ${userId}`);
  await tx.execute(sql`delete from trusted_devices where user_id = ${userId}`);
  await tx.execute(sql`delete from two_factor_attempts where user_id = ${userId}`);
}

/** The agent requires a second factor of the whole team, from each one's next sign-in (audited). */
export async function setTeamTwoFactor(
  ctx: ViewerContext,
  input: TeamTwoFactorBody & { settings: TwoFactorSettings },
): Promise<TwoFactorStatus> {
  const organizationId = ctx.viewer.organizationId;
  if (!organizationId) {
    throw new AppError('VALIDATION_FAILED', twoFactorMessages.organizationRequired);
  }
  await ctx.db.transaction(async (tx) => {
    const [before] = await queryRows<Pick<SqlRow<typeof organizations>, 'require_two_factor' | 'name'>>(
      tx,
      sql`select require_two_factor, name from organizations where id = ${organizationId} for update`,
    );
    if (!before) throw new AppError('NOT_FOUND', 'Organization not found');
    await tx.execute(
      sql`update organizations set require_two_factor = ${input.required} where id = ${organizationId}`,
    );
    await ctx.audit.record(tx, {
      action: 'organization.require_two_factor',
      target: { type: 'organization', id: organizationId, name: before.name },
      organizationId,
      before: { requireTwoFactor: before.require_two_factor },
      after: { requireTwoFactor: input.required },
    });
  });
  return getTwoFactorStatus(ctx, { settings: input.settings });
}

/**
 * A superadmin removes someone's second factors (a lost phone): their sessions end, the
 * change is audited and they are e-mailed, in one transaction.
 */
export async function resetTwoFactor(
  ctx: ViewerContext,
  { userId }: { userId: string },
): Promise<{ ok: true }> {
  await ctx.db.transaction(async (tx) => {
    const [person] = await queryRows<{ email: string; organization_id: string | null; name: string }>(
      tx,
      sql`select u.email, p.organization_id, ${displayName('p', sql`u.email`)} as name
            from "user" u join profiles p on p.id = u.id where u.id = ${userId} for update of u`,
    );
    if (!person) throw new AppError('NOT_FOUND', twoFactorMessages.resetNotFound);
    const [had] = await queryRows<{
      enabled: boolean;
      backup_codes: number | string;
      passkeys: number | string;
    }>(
      tx,
      sql`select exists (select 1 from user_two_factor where user_id = ${userId} and enabled_at is not null) as enabled,
                 (select count(*) from two_factor_backup_codes where user_id = ${userId} and used_at is null) as backup_codes,
                 (select count(*) from passkeys where user_id = ${userId}) as passkeys`,
    );
    await removeFactors(tx, userId, { passkeys: true });
    await tx.execute(sql`delete from session where user_id = ${userId}`);
    await ctx.audit.record(tx, {
      action: 'user.two_factor_reset',
      target: { type: 'user', id: userId, name: person.name },
      organizationId: person.organization_id,
      before: {
        authenticator: had?.enabled ?? false,
        backupCodesLeft: Number(had?.backup_codes ?? 0),
        passkeys: Number(had?.passkeys ?? 0),
      },
      after: { authenticator: false, backupCodesLeft: 0, passkeys: 0 },
    });
    const link = `${ctx.appUrl}/settings`;
    await ctx.mailer.send(
      {
        to: person.email,
        subject: 'Your Pillars two-factor sign-in was reset',
        text: `Hello,\n\nA Pillars administrator removed the second factor of your account (your authenticator app, backup codes and passkeys), and every session of your account was ended.\n\nSign in with your password, then set up two-factor sign-in again in Settings > Security:\n\n${link}\n\nIf you did not ask for this, reply to this e-mail at once.`,
        html: `<p>Hello,</p><p>A Pillars administrator removed the second factor of your account (your authenticator app, backup codes and passkeys), and every session of your account was ended.</p><p>Sign in with your password, then set up two-factor sign-in again in <a href="${link}">Settings &gt; Security</a>.</p><p>If you did not ask for this, reply to this e-mail at once.</p>`,
      },
      tx,
    );
  });
  return { ok: true };
}
