import { defineEndpoints } from '../contract.ts';

const tag = 'two-factor';

/** Two-factor sign-in (issue 44, decision 052): the code after the password, and Settings > Security. */
export const twoFactorEndpoints = defineEndpoints(() => import('./schemas.ts'), {
  verifySecondFactor: {
    method: 'POST',
    path: '/api/auth/two-factor/verify',
    access: 'signed-in',
    secondFactorStep: 'code',
    tag,
    summary:
      'Finishes a sign-in that waits for a second factor: an authenticator code or a backup code (five wrong in a row lock entry for 15 minutes)',
    errors: ['RATE_LIMITED', 'CONFLICT'],
    body: 'verifySecondFactorBody',
    response: 'meResponse',
  },
  getTwoFactor: {
    method: 'GET',
    path: '/api/me/two-factor',
    access: 'signed-in',
    secondFactorStep: 'setup',
    tag,
    summary:
      "The account's second factors: the authenticator app, backup codes left, whether one is required",
    response: 'twoFactorStatus',
  },
  startAuthenticator: {
    method: 'POST',
    path: '/api/me/two-factor/authenticator',
    access: 'signed-in',
    secondFactorStep: 'setup',
    tag,
    summary: 'Starts setting up an authenticator app: a new key, its otpauth:// URI and QR code',
    errors: ['CONFLICT'],
    response: 'authenticatorSetup',
  },
  confirmAuthenticator: {
    method: 'POST',
    path: '/api/me/two-factor/authenticator/confirm',
    access: 'signed-in',
    secondFactorStep: 'setup',
    tag,
    summary: 'Turns the authenticator app on with a right code; answers ten backup codes, shown once',
    errors: ['RATE_LIMITED', 'CONFLICT'],
    body: 'confirmAuthenticatorBody',
    response: 'backupCodesResponse',
  },
  regenerateBackupCodes: {
    method: 'POST',
    path: '/api/me/two-factor/backup-codes',
    access: 'signed-in',
    tag,
    summary: 'Replaces the backup codes with ten new ones (the password required)',
    errors: ['RATE_LIMITED', 'CONFLICT'],
    body: 'regenerateBackupCodesBody',
    response: 'backupCodesResponse',
  },
  disableAuthenticator: {
    method: 'POST',
    path: '/api/me/two-factor/disable',
    access: 'signed-in',
    tag,
    summary: 'Turns the authenticator app off (the password and a code required)',
    errors: ['RATE_LIMITED', 'CONFLICT'],
    body: 'disableAuthenticatorBody',
    response: 'twoFactorStatus',
  },
  setTeamTwoFactor: {
    method: 'PUT',
    path: '/api/team/two-factor',
    access: 'member',
    action: 'team.manage',
    tag,
    summary:
      "Requires (or stops requiring) a second factor of the agency's whole team, from each one's next sign-in",
    body: 'teamTwoFactorBody',
    response: 'twoFactorStatus',
  },
  resetTwoFactor: {
    method: 'POST',
    path: '/api/admin/users/:userId/two-factor/reset',
    access: 'member',
    action: 'twoFactor.reset',
    tag,
    summary: "Removes a person's second factors and ends their sessions; they are e-mailed",
    params: 'resetTwoFactorParams',
    response: 'okResponse',
  },
});
