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
  /** Passkeys registered (each is a second factor). */
  passkeys: z.number().int(),
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

/*
 * Passkeys (WebAuthn, decision 052). The options are what the browser hands to
 * `navigator.credentials.create()` / `.get()` (as @simplewebauthn/browser takes them); the
 * responses are the browser's credential, as JSON (base64url fields).
 */

/** A base64url field of at most `max` characters. */
const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, 'Not base64url');
/** A credential id: at most 1,023 bytes (WebAuthn), 1,364 characters in base64url. */
const credentialId = base64url(1400);
const transport = z.string().max(32);

export const passkeyNameMaxLength = 60;
export const passkeyName = z
  .string({ error: twoFactorMessages.passkeyNameRequired })
  .trim()
  .min(1, twoFactorMessages.passkeyNameRequired)
  .max(passkeyNameMaxLength, twoFactorMessages.passkeyNameTooLong);

export const passkey = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Synced between the person's devices (a `multiDevice` credential). */
  synced: z.boolean(),
});
export type Passkey = z.infer<typeof passkey>;

export const passkeyList = z.object({ passkeys: z.array(passkey) });
export type PasskeyList = z.infer<typeof passkeyList>;

const credentialDescriptor = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.array(z.string()).optional(),
});

/** PublicKeyCredentialCreationOptionsJSON. */
export const passkeyRegistrationOptions = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal('public-key') })),
  timeout: z.number().int(),
  excludeCredentials: z.array(credentialDescriptor),
  authenticatorSelection: z.object({
    residentKey: z.enum(['discouraged', 'preferred', 'required']),
    userVerification: z.enum(['discouraged', 'preferred', 'required']),
    requireResidentKey: z.boolean(),
  }),
  attestation: z.enum(['none', 'indirect', 'direct', 'enterprise']),
  extensions: z.object({ credProps: z.boolean() }),
});
export type PasskeyRegistrationOptions = z.infer<typeof passkeyRegistrationOptions>;

/** PublicKeyCredentialRequestOptionsJSON: no credentials listed, the browser offers the account's passkeys. */
export const passkeyAuthenticationOptions = z.object({
  challenge: z.string(),
  rpId: z.string(),
  timeout: z.number().int(),
  userVerification: z.enum(['discouraged', 'preferred', 'required']),
  allowCredentials: z.array(credentialDescriptor),
});
export type PasskeyAuthenticationOptions = z.infer<typeof passkeyAuthenticationOptions>;

/** RegistrationResponseJSON, as the browser's `create()` gives it. */
export const passkeyRegistrationResponse = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096),
    // An attestation with its certificate chain is a few KB; "none" (ours) a few hundred bytes.
    attestationObject: base64url(16_384),
    authenticatorData: base64url(4096).optional(),
    transports: z.array(transport).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4096).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

export const addPasskeyBody = z.object({
  name: passkeyName,
  credential: passkeyRegistrationResponse,
});
export type AddPasskeyBody = z.infer<typeof addPasskeyBody>;

export const renamePasskeyBody = z.object({ name: passkeyName });
export type RenamePasskeyBody = z.infer<typeof renamePasskeyBody>;

export const passkeyParams = z.object({ passkeyId: z.uuid() });

/**
 * Removing a passkey asks for the person again, as turning the authenticator off does: the
 * password, and a code when the authenticator app is on (the server says when one is missing).
 */
export const removePasskeyBody = z.object({ password: passwordField, code: codeField.optional() });
export type RemovePasskeyBody = z.infer<typeof removePasskeyBody>;

/** AuthenticationResponseJSON, as the browser's `get()` gives it. */
export const passkeySignInBody = z.object({
  credential: z.object({
    // Bounded so that a valid body fits the small limit of a route anyone may call
    // (decision 038): real ones are a few hundred bytes each.
    id: credentialId,
    rawId: credentialId,
    type: z.literal('public-key'),
    response: z.object({
      clientDataJSON: base64url(4096),
      authenticatorData: base64url(4096),
      signature: base64url(2048),
      userHandle: base64url(512).optional(),
    }),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
  }),
});
export type PasskeySignInBody = z.infer<typeof passkeySignInBody>;
