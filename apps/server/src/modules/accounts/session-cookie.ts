import { createHmac, timingSafeEqual } from 'node:crypto';
import { sessionLifetimeSeconds, sessionRefreshAgeSeconds } from './auth.ts';

/*
 * The session cookie is better-auth's: `token.signature`, URL-encoded, where the signature
 * is base64(HMAC-SHA256(secret, token)). Reading it here (a synchronous HMAC, then one SQL
 * statement for session, profile, organization and subscription) replaces better-auth's
 * `getSession` on every request; better-auth still creates, refreshes and ends sessions.
 */

const sessionCookieNames = ['__Secure-better-auth.session_token', 'better-auth.session_token'];
const dontRememberCookieNames = ['__Secure-better-auth.dont_remember', 'better-auth.dont_remember'];

function readCookie(cookieHeader: string, names: string[]): string | null {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    const name = part.slice(0, separator).trim();
    if (!names.includes(name)) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** The session token of a cookie signed with our secret, else null. */
export function readSignedSessionToken(cookieHeader: string | undefined, secret: string): string | null {
  if (!cookieHeader) return null;
  const value = readCookie(cookieHeader, sessionCookieNames);
  if (!value) return null;
  const separator = value.lastIndexOf('.');
  if (separator < 1) return null;
  const token = value.slice(0, separator);
  const signature = Buffer.from(value.slice(separator + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  return token;
}

/**
 * Whether better-auth would extend this session now (its `updateAge` rule). Sessions
 * signed in without "Remember me" are never extended: they end with the browser.
 */
export function isSessionDueForRefresh(input: {
  expiresAt: Date;
  cookieHeader: string | undefined;
}): boolean {
  if (input.cookieHeader && readCookie(input.cookieHeader, dontRememberCookieNames) !== null) return false;
  const refreshAt =
    input.expiresAt.getTime() - sessionLifetimeSeconds * 1000 + sessionRefreshAgeSeconds * 1000;
  return refreshAt <= Date.now();
}
