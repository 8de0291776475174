import { accountEndpoints as endpoints } from '@pillars/shared/accounts/endpoints';
import { accountMessages } from '@pillars/shared/accounts/schemas';
import { isAPIError } from 'better-auth/api';
import type { FastifyPluginAsync } from 'fastify';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { forwardCookies, toFetchHeaders } from '../../plugins/authentication.ts';
import { registerEndpoint } from '../../plugins/endpoints.ts';
import { passwordResetJobName } from './auth.ts';
import {
  limitPasswordResetRequest,
  limitSignIn,
  limitSignUp,
  type RateLimitContext,
  recordSignInSuccess,
} from './rate-limit.ts';
import { getAccountSummary, signUp, updateProfile } from './service.ts';

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
    await ctx.jobs.enqueue(passwordResetJobName, { email }, { maxAttempts: 3 });
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
};
