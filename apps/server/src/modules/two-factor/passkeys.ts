import { createHmac, randomUUID } from 'node:crypto';
import type { MeResponse } from '@pillars/shared/accounts/schemas';
import { twoFactorMessages } from '@pillars/shared/two-factor/messages';
import type {
  AddPasskeyBody,
  Passkey,
  PasskeyAuthenticationOptions,
  PasskeyList,
  PasskeyRegistrationOptions,
  PasskeySignInBody,
  RemovePasskeyBody,
  RenamePasskeyBody,
} from '@pillars/shared/two-factor/schemas';
import {
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { passkeys, verification } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthClient } from '../../lib/auth-client.ts';
import { consumeRateLimits } from '../../lib/rate-limiter.ts';
import type { ServiceContext, ViewerContext } from '../../lib/service-context.ts';
import { limitPasskeySignIn } from '../accounts/rate-limit.ts';
import { requireAccountSummary } from '../accounts/service.ts';
import { noteSignInDevice } from './devices.ts';
import {
  type AccountFactorRow,
  confirmIdentity,
  isRequired,
  readAccountFactors,
  type TwoFactorSettings,
} from './service.ts';

/*
 * Passkeys (issue 44, decision 052): WebAuthn ceremonies checked by @simplewebauthn/server
 * (the library better-auth's passkey plugin wraps), behind our own routes, with our rows.
 *
 * - The relying party is the address the request's own flow is on (ctx.flowUrl: APP_URL, or
 *   a trusted host the app was opened at, decision 043): its host name is the RP ID and its
 *   origin the only origin accepted.
 * - Challenges live in better-auth's `verification` table (so any instance can finish a
 *   ceremony another one started), for five minutes, and are deleted by the statement that
 *   reads them: a challenge is good for one answer.
 * - A passkey is a second factor (the staff and team requirements count it), and a sign-in
 *   with one is both factors: it opens a session that owes nothing, or finishes a sign-in
 *   that waits for a second factor when the passkey is the same account's. It is both only
 *   because the authenticator checked the person (a fingerprint, face or PIN: "user
 *   verified"), so user verification is required, when adding one and at every sign-in
 *   (issue 54); a security key that only sees someone touch it is refused.
 * - Removing one asks for the person again, as turning the authenticator off does.
 */

const challengeMinutes = 5;
const rpName = 'Pillars';

/**
 * Registration challenges a signed-in person may ask for (each is a row for five minutes):
 * 20 per 15 minutes, in the database so that it holds across instances. Adding a passkey
 * takes one; a person who cancels and tries again a few times stays well within it.
 */
const registrationLimit = { max: 20, windowSeconds: 15 * 60 };

/**
 * Where the request came from, for the relying party check: the page's origin (the `Origin`
 * header a browser sends with a POST; null from other clients) and the address passkeys work
 * at for this request (`RequestOrigins.passkeyUrlOf`, null when none does).
 */
export interface PasskeyAddress {
  pageOrigin: string | null;
  passkeyUrl: string | null;
}

type PasskeyRow = Pick<
  SqlRow<typeof passkeys>,
  'id' | 'user_id' | 'name' | 'created_at' | 'last_used_at' | 'device_type'
>;
type CredentialRow = PasskeyRow &
  Pick<SqlRow<typeof passkeys>, 'credential_id' | 'public_key' | 'counter' | 'transports'>;

/** The relying party of a request: RP ID (host name) and origin, from the flow's address. */
export function relyingPartyOf(ctx: Pick<ServiceContext, 'flowUrl'>): { rpID: string; origin: string } {
  const url = new URL(ctx.flowUrl);
  return { rpID: url.hostname, origin: url.origin };
}

/**
 * Refuses, before a challenge is made, a ceremony the browser would refuse without saying
 * why (a `SecurityError`): a page on another address than the relying party's, or a relying
 * party that is an IP address. The answer names the address that works.
 */
function requirePasskeyAddress(ctx: Pick<ServiceContext, 'flowUrl'>, address: PasskeyAddress): void {
  const { origin } = relyingPartyOf(ctx);
  const samePage = address.pageOrigin === null || address.pageOrigin === origin;
  if (samePage && address.passkeyUrl === origin) return;
  if (address.passkeyUrl === null)
    throw new AppError('VALIDATION_FAILED', twoFactorMessages.passkeyNoAddress);
  throw new AppError('VALIDATION_FAILED', twoFactorMessages.passkeyWrongAddress(address.passkeyUrl));
}

function toPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: new Date(row.created_at).toISOString(),
    lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
    synced: row.device_type === 'multiDevice',
  };
}

function challengeIdentifier(purpose: 'register' | 'sign-in', challenge: string): string {
  return `passkey-${purpose}:${challenge}`;
}

async function storeChallenge(
  ctx: ServiceContext,
  input: { purpose: 'register' | 'sign-in'; challenge: string; userId: string | null },
): Promise<void> {
  const expiresAt = new Date(ctx.now() + challengeMinutes * 60_000);
  // Challenges nobody answered go with the next one asked for: the rows live minutes.
  await ctx.db.execute(
    sql`delete from verification
         where identifier like 'passkey-%' and expires_at <= ${new Date(ctx.now()).toISOString()}`,
  );
  await ctx.db.execute(
    sql`insert into verification (id, identifier, value, expires_at)
        values (${randomUUID()}, ${challengeIdentifier(input.purpose, input.challenge)}, ${input.userId ?? ''},
                ${expiresAt.toISOString()})`,
  );
}

/** The challenge the browser signed, read from its client data (checked again by the library). */
function challengeOf(clientDataJSON: string): string {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as {
      challenge?: unknown;
    };
    if (typeof data.challenge === 'string' && data.challenge.length <= 200) return data.challenge;
  } catch {
    // Not JSON: refused below.
  }
  throw new AppError('VALIDATION_FAILED', twoFactorMessages.passkeyNotAccepted);
}

/**
 * Takes a challenge out of the table: true when it was there, unexpired and issued to `userId`
 * (null: to a visitor). The delete is the read, so a challenge answers one ceremony only.
 */
async function consumeChallenge(
  ctx: ServiceContext,
  input: { purpose: 'register' | 'sign-in'; challenge: string; userId: string | null },
): Promise<void> {
  const [row] = await queryRows<Pick<SqlRow<typeof verification>, 'value' | 'expires_at'>>(
    ctx.db,
    sql`delete from verification where identifier = ${challengeIdentifier(input.purpose, input.challenge)}
        returning value, expires_at`,
  );
  if (!row || new Date(row.expires_at).getTime() <= ctx.now() || row.value !== (input.userId ?? '')) {
    throw new AppError('VALIDATION_FAILED', twoFactorMessages.passkeyChallengeExpired);
  }
}

async function listRows(db: Executor, userId: string): Promise<PasskeyRow[]> {
  return queryRows<PasskeyRow>(
    db,
    sql`select id, user_id, name, created_at, last_used_at, device_type from passkeys
         where user_id = ${userId} order by created_at, id`,
  );
}

export async function listPasskeys(ctx: ViewerContext, _input: object): Promise<PasskeyList> {
  return { passkeys: (await listRows(ctx.db, ctx.viewer.userId)).map(toPasskey) };
}

/** The options for `navigator.credentials.create()`: a fresh challenge, the account, its passkeys excluded. */
export async function startPasskeyRegistration(
  ctx: ViewerContext,
  input: PasskeyAddress,
): Promise<PasskeyRegistrationOptions> {
  const userId = ctx.viewer.userId;
  // Counted before anything is stored: a refused request writes no challenge.
  await consumeRateLimits(ctx.db, [
    {
      key: `passkeyRegister:user:${userId}`,
      ...registrationLimit,
      message: twoFactorMessages.passkeyTooManyRequests,
    },
  ]);
  requirePasskeyAddress(ctx, input);
  const { rpID } = relyingPartyOf(ctx);
  const existing = await queryRows<Pick<SqlRow<typeof passkeys>, 'credential_id' | 'transports'>>(
    ctx.db,
    sql`select credential_id, transports from passkeys where user_id = ${userId}`,
  );
  const email = ctx.account?.profile.email ?? userId;
  const options = await generateRegistrationOptions({
    rpName,
    rpID,
    userID: new TextEncoder().encode(userId),
    userName: email,
    userDisplayName:
      [ctx.account?.profile.firstName, ctx.account?.profile.lastName].filter(Boolean).join(' ') || email,
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({
      id: row.credential_id,
      transports: transportsOf(row.transports),
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: challengeMinutes * 60_000,
  });
  await storeChallenge(ctx, { purpose: 'register', challenge: options.challenge, userId });
  return {
    challenge: options.challenge,
    rp: { name: options.rp.name, id: options.rp.id ?? rpID },
    user: options.user,
    pubKeyCredParams: options.pubKeyCredParams.map((param) => ({ alg: param.alg, type: 'public-key' })),
    timeout: options.timeout ?? challengeMinutes * 60_000,
    excludeCredentials: (options.excludeCredentials ?? []).map((credential) => ({
      id: credential.id,
      type: 'public-key',
      ...(credential.transports ? { transports: credential.transports } : {}),
    })),
    authenticatorSelection: {
      residentKey: 'required',
      userVerification: 'required',
      requireResidentKey: true,
    },
    attestation: 'none',
    extensions: { credProps: true },
  };
}

function transportsOf(text: string | null): AuthenticatorTransport[] | undefined {
  return text ? (text.split(',') as AuthenticatorTransport[]) : undefined;
}

/** The browser's new credential, checked against the challenge; it becomes a second factor. */
export async function addPasskey(
  ctx: ViewerContext,
  input: AddPasskeyBody & { sessionToken: string | null },
): Promise<Passkey> {
  const userId = ctx.viewer.userId;
  const { rpID, origin } = relyingPartyOf(ctx);
  const challenge = challengeOf(input.credential.response.clientDataJSON);
  await consumeChallenge(ctx, { purpose: 'register', challenge, userId });
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response: input.credential,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
  } catch (error) {
    ctx.log.info({ err: error }, 'passkey registration refused');
    throw new AppError('VALIDATION_FAILED', twoFactorMessages.passkeyNotAccepted);
  }
  if (!verified.verified) throw new AppError('VALIDATION_FAILED', twoFactorMessages.passkeyNotAccepted);
  // Checked here rather than by the library, to say why: a passkey is two factors only so.
  if (!verified.registrationInfo.userVerified) {
    throw new AppError('VALIDATION_FAILED', twoFactorMessages.passkeyNotVerified);
  }
  const { credential, credentialDeviceType, credentialBackedUp } = verified.registrationInfo;
  const transports = input.credential.response.transports?.join(',') || null;
  // A credential already added (another tab, another account) breaks passkeys_credential_id_key:
  // lib/database-errors.ts answers it 409.
  return ctx.db.transaction(async (tx) => {
    const [row] = await queryRows<PasskeyRow>(
      tx,
      sql`insert into passkeys (user_id, name, credential_id, public_key, counter, transports, device_type, backed_up, created_at)
            values (${userId}, ${input.name}, ${credential.id}, ${Buffer.from(credential.publicKey).toString('base64url')},
                    ${credential.counter}, ${transports}, ${credentialDeviceType}, ${credentialBackedUp},
                    ${new Date(ctx.now()).toISOString()})
            returning id, user_id, name, created_at, last_used_at, device_type`,
    );
    // A session that was led to set up a second factor now has one.
    if (input.sessionToken) {
      await tx.execute(
        sql`update session set second_factor = null where token = ${input.sessionToken} and second_factor = 'setup'`,
      );
    }
    return toPasskey(row!);
  });
}

export async function renamePasskey(
  ctx: ViewerContext,
  input: RenamePasskeyBody & { passkeyId: string },
): Promise<Passkey> {
  const [row] = await queryRows<PasskeyRow>(
    ctx.db,
    sql`update passkeys set name = ${input.name}
         where id = ${input.passkeyId} and user_id = ${ctx.viewer.userId}
         returning id, user_id, name, created_at, last_used_at, device_type`,
  );
  if (!row) throw new AppError('NOT_FOUND', twoFactorMessages.passkeyNotFound);
  return toPasskey(row);
}

/**
 * Whether `passkeyId` may go: the viewer's own (else 404), and not the last second factor of
 * an account that must keep one (403). With `lock`, the account's passkeys are locked first,
 * so two removals at once cannot both pass the check.
 */
async function requireRemovable(
  db: Executor,
  input: { userId: string; passkeyId: string; settings: TwoFactorSettings; now: Date; lock: boolean },
): Promise<AccountFactorRow | undefined> {
  const own = await queryRows<{ id: string }>(
    db,
    sql`select id from passkeys where user_id = ${input.userId} order by id ${input.lock ? sql`for update` : sql``}`,
  );
  if (!own.some((row) => row.id === input.passkeyId)) {
    throw new AppError('NOT_FOUND', twoFactorMessages.passkeyNotFound);
  }
  const factors = await readAccountFactors({ db }, { userId: input.userId, now: input.now });
  if (factors && isRequired(factors, input.settings) && !factors.enabled && own.length <= 1) {
    throw new AppError('FORBIDDEN', twoFactorMessages.passkeyLastFactor);
  }
  return factors;
}

/**
 * Removes an own passkey; not the last second factor of an account that must keep one. The
 * person is asked again first (the password, and a code when the authenticator is on), as
 * when turning the authenticator off: a session left open is not enough to drop a factor.
 */
export async function removePasskey(
  ctx: ViewerContext,
  input: RemovePasskeyBody & { passkeyId: string; settings: TwoFactorSettings; client: AuthClient },
): Promise<PasskeyList> {
  const userId = ctx.viewer.userId;
  const check = { userId, passkeyId: input.passkeyId, settings: input.settings, now: new Date(ctx.now()) };
  const factors = await requireRemovable(ctx.db, { ...check, lock: false });
  await confirmIdentity(ctx, {
    password: input.password,
    code: input.code,
    authenticator: factors?.enabled ?? false,
    client: input.client,
  });
  await ctx.db.transaction(async (tx) => {
    await requireRemovable(tx, { ...check, lock: true });
    await tx.execute(sql`delete from passkeys where id = ${input.passkeyId} and user_id = ${userId}`);
  });
  return listPasskeys(ctx, {});
}

/** The options for `navigator.credentials.get()`: a fresh challenge; the browser offers the passkeys it holds. */
export async function startPasskeySignIn(
  ctx: ServiceContext,
  input: PasskeyAddress & { client: Pick<AuthClient, 'ip'> },
): Promise<PasskeyAuthenticationOptions> {
  await limitPasskeySignIn(ctx, { ip: input.client.ip });
  requirePasskeyAddress(ctx, input);
  const { rpID } = relyingPartyOf(ctx);
  const options = await generateAuthenticationOptions({
    rpID,
    userVerification: 'required',
    timeout: challengeMinutes * 60_000,
  });
  await storeChallenge(ctx, { purpose: 'sign-in', challenge: options.challenge, userId: null });
  return {
    challenge: options.challenge,
    rpId: rpID,
    timeout: options.timeout ?? challengeMinutes * 60_000,
    userVerification: 'required',
    allowCredentials: [],
  };
}

/**
 * A sign-in with a passkey. The signature is checked against the stored public key, and the
 * counter moves forward in the statement that accepts it (a cloned authenticator's older
 * counter is refused). The sign-in is both factors: a session waiting for a second factor of
 * the same account is finished; otherwise a new session opens, owing nothing.
 */
export async function signInWithPasskey(
  ctx: ServiceContext,
  input: PasskeySignInBody & { client: AuthClient },
): Promise<MeResponse> {
  const { credential: response, client } = input;
  const { rpID, origin } = relyingPartyOf(ctx);
  const challenge = challengeOf(response.response.clientDataJSON);
  await consumeChallenge(ctx, { purpose: 'sign-in', challenge, userId: null });
  const [stored] = await queryRows<CredentialRow>(
    ctx.db,
    sql`select id, user_id, name, created_at, last_used_at, device_type, credential_id, public_key, counter, transports
          from passkeys where credential_id = ${response.id}`,
  );
  if (!stored) throw new AppError('INVALID_CREDENTIALS', twoFactorMessages.passkeyUnknown);
  // The account the authenticator holds the passkey for must be the passkey's own.
  if (
    response.response.userHandle !== undefined &&
    Buffer.from(response.response.userHandle, 'base64url').toString('utf8') !== stored.user_id
  ) {
    throw new AppError('INVALID_CREDENTIALS', twoFactorMessages.passkeyUnknown);
  }
  let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: stored.credential_id,
        publicKey: new Uint8Array(Buffer.from(stored.public_key, 'base64url')),
        counter: Number(stored.counter),
        transports: transportsOf(stored.transports),
      },
      requireUserVerification: false,
    });
  } catch (error) {
    ctx.log.info({ err: error }, 'passkey sign-in refused');
    throw new AppError('VALIDATION_FAILED', twoFactorMessages.passkeyNotAccepted);
  }
  if (!verified.verified) throw new AppError('VALIDATION_FAILED', twoFactorMessages.passkeyNotAccepted);
  // Both factors only with the person checked (a touch alone is not a second factor).
  if (!verified.authenticationInfo.userVerified) {
    throw new AppError('VALIDATION_FAILED', twoFactorMessages.passkeySignInNotVerified);
  }
  const { newCounter } = verified.authenticationInfo;
  const accepted = await queryRows<{ id: string }>(
    ctx.db,
    sql`update passkeys set counter = ${newCounter}, last_used_at = ${new Date(ctx.now()).toISOString()}
         where id = ${stored.id} and counter = ${stored.counter}
         returning id`,
  );
  if (accepted.length === 0) throw new AppError('VALIDATION_FAILED', twoFactorMessages.passkeyNotAccepted);

  const userId = stored.user_id;
  const pending = ctx.account?.secondFactor && ctx.viewer?.userId === userId ? client.sessionToken : null;
  if (pending) {
    await ctx.db.execute(
      sql`update session set second_factor = null where token = ${pending} and user_id = ${userId}`,
    );
  } else {
    await openPasskeySession(ctx, { userId, client });
  }
  const account = await requireAccountSummary(ctx, { userId });
  await noteSignInDevice(ctx, {
    userId,
    email: account.profile.email,
    userAgent: client.headers.get('user-agent'),
    ip: client.ip,
    mail: true,
  });
  return { ...account, secondFactor: null };
}

/**
 * A better-auth session made through its internal adapter (its sign-in endpoints take a
 * password), with the cookie better-auth itself would set: `token.signature`, signed with its
 * secret, under its cookie name and attributes (accounts/session-cookie.ts reads it).
 */
async function openPasskeySession(ctx: ServiceContext, input: { userId: string; client: AuthClient }) {
  const context = await ctx.auth.$context;
  const session = await context.internalAdapter.createSession(input.userId, false, {
    ipAddress: input.client.ip,
    userAgent: input.client.headers.get('user-agent')?.slice(0, 500) ?? '',
  });
  if (!session) throw new Error('better-auth did not create the session');
  const cookie = context.authCookies.sessionToken;
  const signature = createHmac('sha256', context.secret).update(session.token).digest('base64');
  const parts = [
    `${cookie.name}=${encodeURIComponent(`${session.token}.${signature}`)}`,
    `Max-Age=${context.sessionConfig.expiresIn}`,
    `Path=${cookie.attributes.path ?? '/'}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (cookie.attributes.secure) parts.push('Secure');
  input.client.addCookie(parts.join('; '));
}
