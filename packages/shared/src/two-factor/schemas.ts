import { z } from 'zod';
import { meResponse, passwordMaxLength } from '../accounts/schemas.ts';
import { twoFactorMessages } from './messages.ts';

export { meResponse };

/** A 6-digit authenticator code, or a backup code (`xxxxx-xxxxx`); spaces are ignored. */
const codeField = z
  .string({ error: twoFactorMessages.codeRequired })
  .trim()
  .min(1, twoFactorMessages.codeRequired)
  .max(32, twoFactorMessages.codeWrong);

const passwordField = z
  .string({ error: twoFactorMessages.passwordRequired })
  .min(1, twoFactorMessages.passwordRequired)
  .max(passwordMaxLength, twoFactorMessages.passwordWrong);

export const verifySecondFactorBody = z.object({
  code: codeField,
  /** "Trust this device for 30 days": no code on this browser for that long. */
  trustDevice: z.boolean().default(false),
});
export type VerifySecondFactorBody = z.infer<typeof verifySecondFactorBody>;

export const twoFactorStatus = z.object({
  /** The authenticator app is on (set up and confirmed with a code). */
  authenticator: z.boolean(),
  /** Unused backup codes left. */
  backupCodesLeft: z.number().int(),
  /** The account must keep a second factor (staff, or the agency requires it). */
  required: z.boolean(),
  /** The agency's requirement for its whole team (what an agent sets); null without an agency. */
  teamRequires: z.boolean().nullable(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

export const authenticatorSetup = z.object({
  /** The key as text (base32), for typing into an app. */
  key: z.string(),
  /** The `otpauth://totp/...` URI the QR code holds. */
  otpauthUri: z.string(),
  /** The QR code of the URI, as an SVG document. */
  qrCodeSvg: z.string(),
});
export type AuthenticatorSetup = z.infer<typeof authenticatorSetup>;

export const confirmAuthenticatorBody = z.object({ code: codeField });
export type ConfirmAuthenticatorBody = z.infer<typeof confirmAuthenticatorBody>;

/** Backup codes, shown once. */
export const backupCodesResponse = z.object({ backupCodes: z.array(z.string()) });
export type BackupCodesResponse = z.infer<typeof backupCodesResponse>;

export const regenerateBackupCodesBody = z.object({ password: passwordField });
export type RegenerateBackupCodesBody = z.infer<typeof regenerateBackupCodesBody>;

export const disableAuthenticatorBody = z.object({ password: passwordField, code: codeField });
export type DisableAuthenticatorBody = z.infer<typeof disableAuthenticatorBody>;

export const teamTwoFactorBody = z.object({ required: z.boolean() });
export type TeamTwoFactorBody = z.infer<typeof teamTwoFactorBody>;

export const resetTwoFactorParams = z.object({ userId: z.uuid() });

export const okResponse = z.object({ ok: z.literal(true) });
