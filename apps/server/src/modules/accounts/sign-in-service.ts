import {
  type AccountSession,
  accountMessages,
  type ChangePasswordBody,
  type ForgotPasswordBody,
  type MeResponse,
  type ResetPasswordBody,
  type SignInBody,
  type SignUpBody,
} from '@pillars/shared/accounts/schemas';
import { isAPIError } from 'better-auth/api';
import { jobDefinitions } from '../../jobs/definitions.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthClient } from '../../lib/auth-client.ts';
import type { ServiceContext, ViewerContext } from '../../lib/service-context.ts';
import { settleSignInStep } from '../two-factor/service.ts';
import { limitPasswordResetRequest, limitSignIn, limitSignUp, recordSignInSuccess } from './rate-limit.ts';
import { createAgencyAccount, requireAccountSummary } from './service.ts';
import { findOwnSessionToken, listAccountSessions } from './settings-service.ts';

/*
 * Signing up, in and out, passwords and sessions (decision 002): better-auth owns passwords,
 * sessions and reset tokens, and these services call its server API (`ctx.auth.api`) with our
 * rate limits around it, so that every answer goes through our schemas and error handler.
 * The HTTP side comes in as an `AuthClient` (lib/auth-client.ts): the routes stay one call each.
 */

/**
 * better-auth checks the password and creates the session; its cookie goes to the browser and
 * the account is answered. With `recordsSuccess` (sign-in, sign-up) the address is remembered
 * as this account's and the attempt `limitSignIn` counted is given back (rate-limit.ts); an
 * accepted invitation opens its session without.
 */
export async function openSession(
  ctx: ServiceContext,
  input: {
    email: string;
    password: string;
    rememberMe?: boolean;
    recordsSuccess: boolean;
    client: AuthClient;
    /** Sign-up and an accepted invitation: the account's first device, never mailed as new. */
    firstSignIn?: boolean;
  },
): Promise<MeResponse> {
  const { email, client } = input;
  const { headers, response } = await ctx.auth.api.signInEmail({
    body: { email, password: input.password, rememberMe: input.rememberMe },
    headers: client.headers,
    returnHeaders: true,
  });
  if (input.recordsSuccess) await recordSignInSuccess(ctx, { email, ip: client.ip });
  // Before the cookie leaves: the session may still owe a second factor (decision 052).
  const secondFactor = await settleSignInStep(ctx, {
    userId: response.user.id,
    email,
    sessionToken: response.token,
    client,
    settings: { requireStaff: client.requireStaffTwoFactor },
    firstSignIn: input.firstSignIn ?? false,
  });
  client.setCookies(headers);
  return { ...(await requireAccountSummary(ctx, { userId: response.user.id })), secondFactor };
}

/** Sign-up (spec 01): the agency's account, then signed in as sign-in does. */
export async function signUp(
  ctx: ServiceContext,
  { client, ...body }: SignUpBody & { client: AuthClient },
): Promise<MeResponse> {
  await limitSignUp(ctx, { ip: client.ip });
  await createAgencyAccount(ctx, body);
  const email = body.email.trim().toLowerCase();
  return openSession(ctx, {
    email,
    password: body.password,
    rememberMe: true,
    recordsSuccess: true,
    client,
    firstSignIn: true,
  });
}

export async function signIn(
  ctx: ServiceContext,
  { client, ...body }: SignInBody & { client: AuthClient },
): Promise<MeResponse> {
  const email = body.email.toLowerCase();
  await limitSignIn(ctx, { email, ip: client.ip });
  try {
    return await openSession(ctx, {
      email,
      password: body.password,
      rememberMe: body.rememberMe,
      recordsSuccess: true,
      client,
    });
  } catch (error) {
    // Spec 01 section 5: any sign-in failure shows the same message.
    if (isAPIError(error)) throw new AppError('INVALID_CREDENTIALS', accountMessages.invalidCredentials);
    throw error;
  }
}

export async function signOut(
  ctx: ServiceContext,
  { client }: { client: AuthClient },
): Promise<{ ok: true }> {
  try {
    const { headers } = await ctx.auth.api.signOut({ headers: client.headers, returnHeaders: true });
    client.setCookies(headers);
  } catch (error) {
    // Signing out without a session is already the wanted state.
    if (!isAPIError(error)) throw error;
  }
  return { ok: true };
}

export async function requestPasswordReset(
  ctx: ServiceContext,
  { client, ...body }: ForgotPasswordBody & { client: AuthClient },
): Promise<{ ok: true }> {
  const email = body.email.toLowerCase();
  await limitPasswordResetRequest(ctx, { email, ip: client.ip });
  // The same answer, in the same time, whether or not the address has an account: the
  // lookup, the token and the e-mail happen in a job (auth.ts).
  await ctx.jobs.enqueueJob(jobDefinitions.passwordReset, { email });
  return { ok: true };
}

export async function resetPassword(
  ctx: ServiceContext,
  { token, password }: ResetPasswordBody,
): Promise<{ ok: true }> {
  try {
    await ctx.auth.api.resetPassword({ body: { token, newPassword: password } });
  } catch (error) {
    if (isAPIError(error)) throw new AppError('INVALID_TOKEN', accountMessages.invalidResetLink);
    throw error;
  }
  return { ok: true };
}

/*
 * Settings (decision 029). Password changes and session ends are better-auth's; a session
 * ended here fails on its very next request (no cookie cache; the embedded database's
 * session cache is cleared by the session table's trigger).
 */

export async function changePassword(
  ctx: ViewerContext,
  { client, ...body }: ChangePasswordBody & { client: AuthClient },
): Promise<{ sessions: AccountSession[] }> {
  const email = ctx.account?.profile.email ?? '';
  // A wrong current password counts like a failed sign-in: a stolen session cannot guess it fast.
  await limitSignIn(ctx, { email, ip: client.ip });
  let changed: { headers: Headers; response: { token: string | null } };
  try {
    changed = await ctx.auth.api.changePassword({
      body: {
        currentPassword: body.currentPassword,
        newPassword: body.newPassword,
        revokeOtherSessions: true,
      },
      headers: client.headers,
      returnHeaders: true,
    });
  } catch (error) {
    if (isAPIError(error) && error.body?.code === 'INVALID_PASSWORD') {
      throw new AppError('VALIDATION_FAILED', accountMessages.currentPasswordWrong, {
        currentPassword: accountMessages.currentPasswordWrong,
      });
    }
    throw error;
  }
  // better-auth ended every session of the account and opened a new one for this browser
  // (its cookie is in `headers`): this device stays signed in, every other one is out.
  client.setCookies(changed.headers);
  return {
    sessions: await listAccountSessions(ctx, {
      userId: ctx.viewer.userId,
      currentToken: changed.response.token,
    }),
  };
}

export async function revokeSession(
  ctx: ViewerContext,
  { sessionId, client }: { sessionId: string; client: AuthClient },
): Promise<{ sessions: AccountSession[] }> {
  const token = await findOwnSessionToken(ctx, { sessionId });
  const { headers } = await ctx.auth.api.revokeSession({
    body: { token },
    headers: client.headers,
    returnHeaders: true,
  });
  // Ending this device's own session clears its cookie too.
  client.setCookies(headers);
  const current = token === client.sessionToken ? null : client.sessionToken;
  return {
    sessions: current
      ? await listAccountSessions(ctx, { userId: ctx.viewer.userId, currentToken: current })
      : [],
  };
}

export async function revokeOtherSessions(
  ctx: ViewerContext,
  { client }: { client: AuthClient },
): Promise<{ sessions: AccountSession[] }> {
  await ctx.auth.api.revokeOtherSessions({ headers: client.headers });
  return {
    sessions: await listAccountSessions(ctx, {
      userId: ctx.viewer.userId,
      currentToken: client.sessionToken,
    }),
  };
}
