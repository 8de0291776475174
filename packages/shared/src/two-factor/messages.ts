/** The texts of two-factor sign-in (issue 44): the server's refusals and the pages' words, once. */
export const twoFactorMessages = {
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a backup code.',
  codeWrong: 'That code is not right. Check your authenticator app and try again.',
  codeReused: 'That code was already used. Wait for the next one.',
  backupCodeUsed: 'That backup code was already used. Each one works once: use another.',
  locked: 'Too many wrong codes. Code entry is locked for 15 minutes.',
  lockedUntil: (minutes: number) =>
    `Too many wrong codes. Code entry is locked; try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  nothingToVerify: 'This sign-in does not wait for a code.',
  setupRequired: 'Set up two-factor sign-in to continue.',
  notStarted: 'Start setting up the authenticator app first.',
  alreadyEnabled: 'The authenticator app is already on.',
  notEnabled: 'The authenticator app is not on.',
  passwordRequired: 'Please enter your password.',
  passwordWrong: 'That password is not right.',
  stillRequired:
    'Your account must keep a second factor: add a passkey before turning the authenticator app off.',
  organizationRequired: 'Only an agency can require two-factor sign-in for its team.',
  resetNotFound: 'No such person.',
  codeSent: 'Two-factor sign-in is on.',
  passkeyNameRequired: 'Give the passkey a name, such as the device it is on.',
  passkeyNameTooLong: 'Keep the name under 60 characters.',
  passkeyChallengeExpired: 'That passkey request expired or was already used. Try again.',
  passkeyNotAccepted: 'That passkey could not be checked. Try again.',
  passkeyUnknown: 'This passkey is not registered with Pillars. Sign in with your password.',
  passkeyAlreadyAdded: 'This passkey is already added to your account.',
  passkeyNotFound: 'No such passkey.',
  passkeyNotVerified:
    'This device did not check that it is you (fingerprint, face or PIN), so its passkey cannot be added. Set a PIN or fingerprint on it, or use another device.',
  passkeySignInNotVerified:
    'This passkey did not check that it is you (fingerprint, face or PIN). Sign in with your password, or use a device that does.',
  passkeyWrongAddress: (url: string) => `Passkeys work only at ${url}. Open Pillars there and try again.`,
  passkeyNoAddress: 'Passkeys work only when Pillars is opened at its name, not at an IP address.',
  passkeyTooManyRequests: (wait: string) => `Too many passkey requests. Try again ${wait}.`,
  passkeyLastFactor:
    'Your account must keep a second factor: add another passkey or turn on the authenticator app before removing this one.',
} as const;

/** How many backup codes a set holds. */
export const backupCodeCount = 10;
/** How long "Trust this device" lasts, in days. */
export const trustedDeviceDays = 30;
/** Wrong codes in a row before code entry locks, and for how long (minutes). */
export const codeAttemptLimit = 5;
export const codeLockMinutes = 15;
