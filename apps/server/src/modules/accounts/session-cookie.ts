import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Auth } from './auth.ts';
import { sessionLifetimeSeconds, sessionRefreshAgeSeconds } from './auth.ts';

/*
 * The session cookie is better-auth's: `token.signature`, URL-encoded, where the signature
 * is base64(HMAC-SHA256(secret, token)) (better-call's signed cookie). Reading it here (a
 * synchronous HMAC, then one SQL statement for session, profile, organization and
 * subscription) replaces better-auth's `getSession` on every request; better-auth still
 * creates, refreshes and ends sessions.
 *
 * The cookie name and the secret are taken from better-auth's own context, not from our
 * options: the name carries `__Secure-` when APP_URL is https (and only then is that the
 * one accepted), and the secret is the one better-auth signs with (the first of
 * BETTER_AUTH_SECRETS when that is set, else AUTH_SECRET).
 *
 * Checked against this better-auth version (apps/server/package.json pins it exactly);
 * session-cookie.test.ts fails when the installed version or the cookie format differs.
 */
export const betterAuthVersionCheckedAgainst = '1.7.25';

/** better-auth's lifetime for a session signed in without "Remember me" (createSession). */
export const notRememberedSessionLifetimeSeconds = 24 * 60 * 60;

export interface SessionCookieSettings {
  sessionTokenName: string;
  dontRememberName: string;
  secret: string;
}

/** The names and secret better-auth itself uses, read once at start. */
export async function sessionCookieSettings(auth: Auth): Promise<SessionCookieSettings> {
  const context = await auth.$context;
  return {
    sessionTokenName: context.authCookies.sessionToken.name,
    dontRememberName: context.authCookies.dontRememberToken.name,
    secret: context.secret,
  };
}

function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * Cookie values whose signature was checked, with their token, per settings (one secret):
 * a browser sends the same value on every request, and the check is a pure function of it,
 * so it is worked out once (an HMAC per request was 2% of a member read). Only values that
 * passed are kept, and the map is emptied when full, so nothing a client sends can grow it.
 */
const verifiedValues = new WeakMap<SessionCookieSettings, Map<string, string>>();
const maxVerifiedValues = 10_000;

/** The session token of a cookie signed with better-auth's secret, else null. */
export function readSignedSessionToken(
  cookieHeader: string | undefined,
  settings: SessionCookieSettings,
): string | null {
  if (!cookieHeader) return null;
  const value = readCookie(cookieHeader, settings.sessionTokenName);
  if (!value) return null;
  let verified = verifiedValues.get(settings);
  if (!verified) {
    verified = new Map();
    verifiedValues.set(settings, verified);
  }
  const known = verified.get(value);
  if (known !== undefined) return known;
  const token = verifySignedValue(value, settings.secret);
  if (token !== null) {
    if (verified.size >= maxVerifiedValues) verified.clear();
    verified.set(value, token);
  }
  return token;
}

function verifySignedValue(value: string, secret: string): string | null {
  const separator = value.lastIndexOf('.');
  if (separator < 1) return null;
  const token = value.slice(0, separator);
  // The canonical base64 text, as better-call compares it (44 characters, padded).
  const signature = Buffer.from(value.slice(separator + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  return token;
}

/**
 * Whether better-auth should extend this session now (its `updateAge` rule). Decided from
 * the session row, not from a cookie the client may leave out: a session better-auth
 * created for one day (signed in without "Remember me") is never extended, so it never
 * becomes a 30-day one. A remembered session lives 30 days from its last extension, so its
 * row always spans more than a day.
 */
export function isSessionDueForRefresh(input: {
  expiresAt: Date;
  createdAt: Date;
  cookieHeader: string | undefined;
  settings: SessionCookieSettings;
}): boolean {
  const lifetime = input.expiresAt.getTime() - input.createdAt.getTime();
  const remembered = lifetime > (notRememberedSessionLifetimeSeconds + 60) * 1000;
  if (!remembered) return false;
  // A remembered session's browser may still hold an old "don't remember" cookie, with
  // which better-auth would not extend it either: no need to ask.
  if (input.cookieHeader && readCookie(input.cookieHeader, input.settings.dontRememberName) !== null) {
    return false;
  }
  const refreshAt =
    input.expiresAt.getTime() - sessionLifetimeSeconds * 1000 + sessionRefreshAgeSeconds * 1000;
  return refreshAt <= Date.now();
}
