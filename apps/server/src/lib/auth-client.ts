/*
 * The HTTP side of a sign-in, as the services of accounts, two-factor and team see it: here,
 * not in one of them, so that they import it without importing each other.
 */

/** What a sign-in service needs of the HTTP request and reply (plugins/authentication.ts builds it). */
export interface AuthClient {
  /** The client address Fastify resolved (TRUST_PROXY): the rate limits count it. */
  ip: string;
  /** The request's headers for better-auth (its session cookie, the client address). */
  headers: Headers;
  /** The live session's token on signed-in routes (Settings marks 'This device' with it). */
  sessionToken: string | null;
  /** Passes better-auth's Set-Cookie headers (session created, renewed or cleared) to the browser. */
  setCookies(headers: Headers): void;
  /** Adds one Set-Cookie header of ours (the trusted-device cookie, decision 052). */
  addCookie(cookie: string): void;
  /** REQUIRE_STAFF_TWO_FACTOR: staff accounts must have a second factor (decision 052). */
  requireStaffTwoFactor: boolean;
}
