import type { LightMyRequestResponse } from 'fastify';

/**
 * Whom an answer of GET /api/me names: the signed-in user's id, or null when the request's
 * session was not recognised. /api/me answers 200 either way (`null` for a visitor), so a
 * test that asks whether a cookie still signs in reads the body, not the status.
 */
export function signedInUserIdOf(response: LightMyRequestResponse): string | null {
  if (response.statusCode !== 200) {
    throw new Error(`GET /api/me answered ${response.statusCode}: ${response.body}`);
  }
  const body = response.json() as { profile: { id: string } } | null;
  return body === null ? null : body.profile.id;
}
