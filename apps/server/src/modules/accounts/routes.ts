import { accountEndpoints as endpoints } from '@pillars/shared/accounts/endpoints';
import { accountMessages, canonicalTimeZone } from '@pillars/shared/accounts/schemas';
import { isAPIError } from 'better-auth/api';
import type { FastifyPluginAsync } from 'fastify';
import { jobDefinitions } from '../../jobs/definitions.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { forwardCookies, toFetchHeaders } from '../../plugins/authentication.ts';
import { registerEndpoint } from '../../plugins/endpoints.ts';
import {
  limitPasswordResetRequest,
  limitSignIn,
  limitSignUp,
  type RateLimitContext,
  recordSignInSuccess,
} from './rate-limit.ts';
import { getAccountSummary, signUp, updateProfile } from './service.ts';
import {
  findOwnSessionToken,
  getAccountSettings,
  listAccountSessions,
  updateNotificationPreferences,
  updateTimeZone,
} from './settings-service.ts';

async function summaryOrFail(ctx: ServiceContext, userId: string) {
  const summary = await getAccountSummary(ctx, userId);
  if (!summary) throw notFound('Account not found');
  return summary;
}

/** The session itself is better-auth's (decision 002): these routes call its API. */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  const limits: RateLimitContext = { db: app.db, limits: app.rateLimits };

  await registerEndpoint(app, endpoints.signUp, async (ctx, { body }, { request, reply }) => {
    await limitSignUp(limits, { ip: request.ip });
    const { userId } = await signUp(ctx, body);
    const email = body.email.trim().toLowerCase();
    const { headers } = await app.auth.api.signInEmail({
      body: { email, password: body.password, rememberMe: true },
      headers: toFetchHeaders(request),
      returnHeaders: true,
    });
    await recordSignInSuccess(limits, { email, ip: request.ip });
    forwardCookies(reply, headers);
    return summaryOrFail(ctx, userId);
  });

  await registerEndpoint(app, endpoints.signIn, async (ctx, { body }, { request, reply }) => {
    const email = body.email.toLowerCase();
    await limitSignIn(limits, { email, ip: request.ip });
    try {
      const { headers, response } = await app.auth.api.signInEmail({
        body: { email, password: body.password, rememberMe: body.rememberMe },
        headers: toFetchHeaders(request),
        returnHeaders: true,
      });
      await recordSignInSuccess(limits, { email, ip: request.ip });
      forwardCookies(reply, headers);
      return await summaryOrFail(ctx, response.user.id);
    } catch (error) {
      // Spec 01 section 5: any sign-in failure shows the same message.
      if (isAPIError(error)) throw new AppError('INVALID_CREDENTIALS', accountMessages.invalidCredentials);
      throw error;
    }
  });

  await registerEndpoint(app, endpoints.signOut, async (_ctx, _input, { request, reply }) => {
    try {
      const { headers } = await app.auth.api.signOut({
        headers: toFetchHeaders(request),
        returnHeaders: true,
      });
      forwardCookies(reply, headers);
    } catch (error) {
      // Signing out without a session is already the wanted state.
      if (!isAPIError(error)) throw error;
    }
    return { ok: true as const };
  });

  await registerEndpoint(app, endpoints.forgotPassword, async (ctx, { body }, { request }) => {
    const email = body.email.toLowerCase();
    await limitPasswordResetRequest(limits, { email, ip: request.ip });
    // The same answer, in the same time, whether or not the address has an account: the
    // lookup, the token and the e-mail happen in a job (auth.ts).
    await ctx.jobs.enqueueJob(jobDefinitions.passwordReset, { email });
    return { ok: true as const };
  });

  await registerEndpoint(app, endpoints.resetPassword, async (_ctx, { body }) => {
    try {
      await app.auth.api.resetPassword({ body: { token: body.token, newPassword: body.password } });
    } catch (error) {
      if (isAPIError(error)) throw new AppError('INVALID_TOKEN', accountMessages.invalidResetLink);
      throw error;
    }
    return { ok: true as const };
  });

  // Answered from the access hook's read: the session and the account are one statement;
  // null for a visitor without a session.
  await registerEndpoint(app, endpoints.getMe, async (_ctx, _input, { request }) => request.account);

  await registerEndpoint(app, endpoints.updateProfile, async (ctx, { body }) => {
    await updateProfile(ctx, body);
    return (await summaryOrFail(ctx, ctx.viewer.userId)).profile;
  });

  // Settings (decision 029). Password changes and session ends are better-auth's; a session
  // ended here fails on its very next request (no cookie cache; the embedded database's
  // session cache is cleared by the session table's trigger).
  await registerEndpoint(app, endpoints.getSettings, async (ctx, _input, { request }) =>
    getAccountSettings(ctx, request.sessionToken),
  );

  await registerEndpoint(app, endpoints.changePassword, async (ctx, { body }, { request, reply }) => {
    const email = ctx.account?.profile.email ?? '';
    // A wrong current password counts like a failed sign-in: a stolen session cannot guess it fast.
    await limitSignIn(limits, { email, ip: request.ip });
    let changed: { headers: Headers; response: { token: string | null } };
    try {
      changed = await app.auth.api.changePassword({
        body: {
          currentPassword: body.currentPassword,
          newPassword: body.newPassword,
          revokeOtherSessions: true,
        },
        headers: toFetchHeaders(request),
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
    forwardCookies(reply, changed.headers);
    return { sessions: await listAccountSessions(ctx.db, ctx.viewer.userId, changed.response.token) };
  });

  await registerEndpoint(app, endpoints.revokeSession, async (ctx, { params }, { request, reply }) => {
    const token = await findOwnSessionToken(ctx, params.sessionId);
    const { headers } = await app.auth.api.revokeSession({
      body: { token },
      headers: toFetchHeaders(request),
      returnHeaders: true,
    });
    // Ending this device's own session clears its cookie too.
    forwardCookies(reply, headers);
    const current = token === request.sessionToken ? null : request.sessionToken;
    return { sessions: current ? await listAccountSessions(ctx.db, ctx.viewer.userId, current) : [] };
  });

  await registerEndpoint(app, endpoints.revokeOtherSessions, async (ctx, _input, { request }) => {
    await app.auth.api.revokeOtherSessions({ headers: toFetchHeaders(request) });
    return { sessions: await listAccountSessions(ctx.db, ctx.viewer.userId, request.sessionToken) };
  });

  await registerEndpoint(app, endpoints.updateNotificationPreferences, async (ctx, { body }) =>
    updateNotificationPreferences(ctx, body),
  );

  await registerEndpoint(app, endpoints.updateTimeZone, async (ctx, { body }) =>
    updateTimeZone(ctx, canonicalTimeZone(body.timeZone) ?? body.timeZone),
  );
};
