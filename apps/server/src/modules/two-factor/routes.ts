import { twoFactorEndpoints as endpoints } from '@pillars/shared/two-factor/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { requiresStaffTwoFactor } from '../../config/env.ts';
import { authClientOf } from '../../plugins/authentication.ts';
import { registerEndpoint } from '../../plugins/endpoints.ts';
import {
  confirmAuthenticator,
  disableAuthenticator,
  getTwoFactorStatus,
  regenerateBackupCodes,
  resetTwoFactor,
  setTeamTwoFactor,
  startAuthenticator,
  verifySecondFactor,
} from './service.ts';

/** Two-factor sign-in (issue 44, decision 052). */
export const twoFactorRoutes: FastifyPluginAsync = async (app) => {
  const settings = { requireStaff: requiresStaffTwoFactor(app.config) };
  await registerEndpoint(app, endpoints.verifySecondFactor, (ctx, { body }, http) =>
    verifySecondFactor(ctx, { ...body, client: authClientOf(http) }),
  );
  await registerEndpoint(app, endpoints.getTwoFactor, (ctx) => getTwoFactorStatus(ctx, { settings }));
  await registerEndpoint(app, endpoints.startAuthenticator, (ctx) => startAuthenticator(ctx, {}));
  await registerEndpoint(app, endpoints.confirmAuthenticator, (ctx, { body }, { request }) =>
    confirmAuthenticator(ctx, { ...body, sessionToken: request.sessionToken }),
  );
  await registerEndpoint(app, endpoints.regenerateBackupCodes, (ctx, { body }, http) =>
    regenerateBackupCodes(ctx, { ...body, client: authClientOf(http) }),
  );
  await registerEndpoint(app, endpoints.disableAuthenticator, (ctx, { body }, http) =>
    disableAuthenticator(ctx, { ...body, client: authClientOf(http), settings }),
  );
  await registerEndpoint(app, endpoints.setTeamTwoFactor, (ctx, { body }) =>
    setTeamTwoFactor(ctx, { ...body, settings }),
  );
  await registerEndpoint(app, endpoints.resetTwoFactor, (ctx, { params }) => resetTwoFactor(ctx, params));
};
