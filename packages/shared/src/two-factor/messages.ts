/** The texts of two-factor sign-in (issue 44): the server's refusals and the pages' words, once. */
export const twoFactorMessages = {
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a backup code.',
  codeWrong: 'That code is not right. Check your authenticator app and try again.',
  codeReused: 'That code was already used. Wait for the next one.',
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
  stillRequired: 'Your account must keep a second factor: it cannot be turned off.',
  organizationRequired: 'Only an agency can require two-factor sign-in for its team.',
  resetNotFound: 'No such person.',
  codeSent: 'Two-factor sign-in is on.',
} as const;

/** How many backup codes a set holds. */
export const backupCodeCount = 10;
/** How long "Trust this device" lasts, in days. */
export const trustedDeviceDays = 30;
/** Wrong codes in a row before code entry locks, and for how long (minutes). */
export const codeAttemptLimit = 5;
export const codeLockMinutes = 15;
