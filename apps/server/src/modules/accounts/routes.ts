import {
  accountMessages,
  forgotPasswordBody,
  meResponse,
  okResponse,
  profile,
  resetPasswordBody,
  signInBody,
  signUpBody,
  updateProfileBody,
} from '@pillars/shared/accounts/schemas';
import { isAPIError } from 'better-auth/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../lib/app-error.ts';
import { forwardCookies, requireViewer, toFetchHeaders } from '../../plugins/authentication.ts';
import { passwordResetJobName } from './auth.ts';
import { consumeAttempts } from './rate-limit.ts';
import { getAccountSummary, signUp, updateProfile } from './service.ts';

const tags = ['accounts'];

async function summaryOrFail(app: Parameters<FastifyPluginAsyncZod>[0], userId: string) {
  const summary = await getAccountSummary(app.db, userId);
  if (!summary) throw notFound('Account not found');
  return summary;
}

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/sign-up',
    { config: { access: 'public' }, schema: { tags, body: signUpBody, response: { 201: meResponse } } },
    async (request, reply) => {
      const { userId } = await signUp(app.db, request.body);
      const { headers } = await app.auth.api.signInEmail({
        body: {
          email: request.body.email.trim().toLowerCase(),
          password: request.body.password,
          rememberMe: true,
        },
        headers: toFetchHeaders(request),
        returnHeaders: true,
      });
      forwardCookies(reply, headers);
      return reply.status(201).send(await summaryOrFail(app, userId));
    },
  );

  app.post(
    '/api/auth/sign-in',
    { config: { access: 'public' }, schema: { tags, body: signInBody, response: { 200: meResponse } } },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      await consumeAttempts(app.db, 'signIn', { email, ip: request.ip });
      try {
        const { headers, response } = await app.auth.api.signInEmail({
          body: { email, password: request.body.password, rememberMe: request.body.rememberMe },
          headers: toFetchHeaders(request),
          returnHeaders: true,
        });
        forwardCookies(reply, headers);
        return await summaryOrFail(app, response.user.id);
      } catch (error) {
        // Spec 01 section 5: any sign-in failure shows the same message.
        if (isAPIError(error)) throw new AppError('INVALID_CREDENTIALS', accountMessages.invalidCredentials);
        throw error;
      }
    },
  );

  app.post(
    '/api/auth/sign-out',
    { config: { access: 'public' }, schema: { tags, response: { 200: okResponse } } },
    async (request, reply) => {
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
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: { access: 'public' },
      schema: { tags, body: forgotPasswordBody, response: { 200: okResponse } },
    },
    async (request) => {
      const email = request.body.email.toLowerCase();
      await consumeAttempts(app.db, 'passwordReset', { email, ip: request.ip });
      // The same answer, in the same time, whether or not the address has an account: the
      // lookup, the token and the e-mail happen in a job (auth.ts).
      await app.jobs.enqueue(passwordResetJobName, { email }, { maxAttempts: 3 });
      return { ok: true as const };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { access: 'public' },
      schema: { tags, body: resetPasswordBody, response: { 200: okResponse } },
    },
    async (request) => {
      try {
        await app.auth.api.resetPassword({
          body: { token: request.body.token, newPassword: request.body.password },
        });
      } catch (error) {
        if (isAPIError(error)) throw new AppError('INVALID_TOKEN', accountMessages.invalidResetLink);
        throw error;
      }
      return { ok: true as const };
    },
  );

  app.get(
    '/api/me',
    { config: { access: 'signed-in' }, schema: { tags, response: { 200: meResponse } } },
    async (request) => {
      requireViewer(request);
      return request.account!;
    },
  );

  app.patch(
    '/api/me/profile',
    {
      config: { access: 'signed-in' },
      schema: { tags, body: updateProfileBody, response: { 200: profile } },
    },
    async (request) => {
      const viewer = requireViewer(request);
      await updateProfile(app.db, viewer.userId, request.body);
      return (await summaryOrFail(app, viewer.userId)).profile;
    },
  );
};
