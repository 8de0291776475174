import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { backupCodeCount } from '@pillars/shared/two-factor/messages';
import * as OTPAuth from 'otpauth';

/*
 * The authenticator's codes (RFC 6238 TOTP through the maintained `otpauth` library: SHA-1,
 * six digits, 30-second steps, what every authenticator app expects), its key at rest, and
 * the backup codes. Pure functions of their inputs and the clock they are handed (`ctx.now`).
 */

export const totpPeriodSeconds = 30;
/** A code of the step before or after is accepted too (clocks drift; a code typed at a step's end). */
const totpWindow = 1;
const issuer = 'Pillars';

function totpOf(key: string, label = 'account'): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: totpPeriodSeconds,
    secret: OTPAuth.Secret.fromBase32(key),
  });
}

/** A new random key (160 bits, base32), as authenticator apps take it. */
export function newTotpKey(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

/** The `otpauth://totp/Pillars:<email>?secret=...&issuer=Pillars` URI a QR code holds. */
export function otpauthUri(key: string, email: string): string {
  return totpOf(key, email).toString();
}

/** The code of `key` at `timestamp` (ms): what an app shows (the tests compute theirs so too). */
export function totpCodeAt(key: string, timestamp: number): string {
  return totpOf(key).generate({ timestamp });
}

/**
 * The 30-second step whose code `code` is, within one step of `now`, or null. The step, not
 * a yes/no, so that the caller can refuse a code of a step already used.
 */
export function matchingTotpStep(key: string, code: string, now: number): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^[0-9]{6}$/.test(token)) return null;
  const delta = totpOf(key).validate({ token, timestamp: now, window: totpWindow });
  if (delta === null) return null;
  return Math.floor(now / 1000 / totpPeriodSeconds) + delta;
}

/** Whether what was typed has an authenticator code's shape (else it is tried as a backup code). */
export function looksLikeTotpCode(code: string): boolean {
  return /^[0-9]{6}$/.test(code.replace(/\s+/g, ''));
}

/*
 * The key at rest: AES-256-GCM under a key derived from the auth secret, so a copy of the
 * table alone does not give anyone's codes.
 */
function encryptionKey(secret: string): Buffer {
  return createHash('sha256').update(`pillars-two-factor-key:${secret}`).digest();
}

export function encryptTotpKey(key: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey(secret), iv);
  const encrypted = Buffer.concat([cipher.update(key, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), encrypted].map((part) => part.toString('base64url')).join('.');
}

export function decryptTotpKey(stored: string, secret: string): string {
  const [iv, tag, encrypted] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !encrypted) throw new Error('The stored authenticator key is malformed');
  const decipher = createDecipheriv('aes-256-gcm', encryptionKey(secret), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(encrypted), decipher.final()]).toString('utf8');
}

/*
 * Backup codes: ten of `xxxxx-xxxxx` (lower-case letters and digits without look-alikes,
 * about 50 bits each), stored as SHA-256 of the normalised code (no dash, lower case).
 */
const backupAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newBackupCodes(): string[] {
  return Array.from({ length: backupCodeCount }, () => {
    const bytes = randomBytes(10);
    const characters = Array.from(bytes, (byte) => backupAlphabet[byte % backupAlphabet.length]).join('');
    return `${characters.slice(0, 5)}-${characters.slice(5)}`;
  });
}

export function hashBackupCode(code: string): string {
  const normalised = code.toLowerCase().replace(/[^a-z0-9]/g, '');
  return createHash('sha256').update(`backup-code:${normalised}`).digest('base64url');
}

/** Tokens of trusted-device cookies, stored hashed. */
export function hashDeviceToken(token: string): string {
  return createHash('sha256').update(`trusted-device:${token}`).digest('base64url');
}
