import { twoFactorEndpoints as endpoints } from '@pillars/shared/two-factor/endpoints';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requiresStaffTwoFactor } from '../../config/env.ts';
import { authClientOf } from '../../plugins/authentication.ts';
import { registerEndpoint } from '../../plugins/endpoints.ts';
import {
  addPasskey,
  listPasskeys,
  type PasskeyAddress,
  removePasskey,
  renamePasskey,
  signInWithPasskey,
  startPasskeyRegistration,
  startPasskeySignIn,
} from './passkeys.ts';
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
  /** Where a passkey ceremony's page is, and where passkeys work for this request. */
  const passkeyAddressOf = (request: FastifyRequest): PasskeyAddress => ({
    pageOrigin: request.headers.origin ?? null,
    passkeyUrl: app.requestOrigins.passkeyUrlOf(request),
  });
  await registerEndpoint(app, endpoints.passkeySignInOptions, (ctx, _input, http) =>
    startPasskeySignIn(ctx, { ...passkeyAddressOf(http.request), client: authClientOf(http) }),
  );
  await registerEndpoint(app, endpoints.signInWithPasskey, (ctx, { body }, http) =>
    signInWithPasskey(ctx, { ...body, client: authClientOf(http) }),
  );
  await registerEndpoint(app, endpoints.listPasskeys, (ctx) => listPasskeys(ctx, {}));
  await registerEndpoint(app, endpoints.passkeyRegistrationOptions, (ctx, _input, { request }) =>
    startPasskeyRegistration(ctx, passkeyAddressOf(request)),
  );
  // A new credential's attestation (up to 16,384 characters with its certificates) does not
  // fit the small default; signed-in only (decision 038).
  await registerEndpoint(
    app,
    endpoints.addPasskey,
    (ctx, { body }, { request }) => addPasskey(ctx, { ...body, sessionToken: request.sessionToken }),
    { bodyLimit: 128 * 1024 },
  );
  await registerEndpoint(app, endpoints.renamePasskey, (ctx, { params, body }) =>
    renamePasskey(ctx, { ...body, passkeyId: params.passkeyId }),
  );
  await registerEndpoint(app, endpoints.removePasskey, (ctx, { params, body }, http) =>
    removePasskey(ctx, { ...body, passkeyId: params.passkeyId, settings, client: authClientOf(http) }),
  );
  await registerEndpoint(app, endpoints.resetTwoFactor, (ctx, { params }) => resetTwoFactor(ctx, params));
};
