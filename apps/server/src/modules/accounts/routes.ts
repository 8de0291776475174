import { accountEndpoints as endpoints } from '@pillars/shared/accounts/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { authClientOf } from '../../plugins/authentication.ts';
import { registerEndpoint } from '../../plugins/endpoints.ts';
import { updateProfile } from './service.ts';
import { getAccountSettings, updateNotificationPreferences, updateTimeZone } from './settings-service.ts';
import {
  changePassword,
  requestPasswordReset,
  resetPassword,
  revokeOtherSessions,
  revokeSession,
  signIn,
  signOut,
  signUp,
} from './sign-in-service.ts';

/** The session itself is better-auth's (decision 002): sign-in-service.ts calls its API. */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  await registerEndpoint(app, endpoints.signUp, (ctx, { body }, http) =>
    signUp(ctx, { ...body, client: authClientOf(http) }),
  );
  await registerEndpoint(app, endpoints.signIn, (ctx, { body }, http) =>
    signIn(ctx, { ...body, client: authClientOf(http) }),
  );
  await registerEndpoint(app, endpoints.signOut, (ctx, _input, http) =>
    signOut(ctx, { client: authClientOf(http) }),
  );
  await registerEndpoint(app, endpoints.forgotPassword, (ctx, { body }, http) =>
    requestPasswordReset(ctx, { ...body, client: authClientOf(http) }),
  );
  await registerEndpoint(app, endpoints.resetPassword, (ctx, { body }) => resetPassword(ctx, body));

  // Answered from the access hook's read: the session and the account are one statement;
  // null for a visitor without a session.
  await registerEndpoint(app, endpoints.getMe, async (_ctx, _input, { request }) => request.account);

  await registerEndpoint(app, endpoints.updateProfile, (ctx, { body }) => updateProfile(ctx, body));

  // Settings (decision 029).
  await registerEndpoint(app, endpoints.getSettings, (ctx, _input, { request }) =>
    getAccountSettings(ctx, { sessionToken: request.sessionToken }),
  );
  await registerEndpoint(app, endpoints.changePassword, (ctx, { body }, http) =>
    changePassword(ctx, { ...body, client: authClientOf(http) }),
  );
  await registerEndpoint(app, endpoints.revokeSession, (ctx, { params }, http) =>
    revokeSession(ctx, { sessionId: params.sessionId, client: authClientOf(http) }),
  );
  await registerEndpoint(app, endpoints.revokeOtherSessions, (ctx, _input, http) =>
    revokeOtherSessions(ctx, { client: authClientOf(http) }),
  );
  await registerEndpoint(app, endpoints.updateNotificationPreferences, (ctx, { body }) =>
    updateNotificationPreferences(ctx, body),
  );
  await registerEndpoint(app, endpoints.updateTimeZone, (ctx, { body }) => updateTimeZone(ctx, body));
};
