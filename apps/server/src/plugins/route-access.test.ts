import { can, type Permission } from '@pillars/shared/permissions';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';
import { type DemoRole, demoAccounts } from '../db/seed/demo-accounts.ts';

/**
 * Walks every declared /api route with every demo role (and no session) and checks the
 * answer against the route's declared access and the shared permission table.
 */
const { app, loginAs } = await buildTestApp();

const placeholderId = '00000000-0000-4000-8000-000000000000';
const callers: Array<DemoRole | 'anonymous'> = [
  'anonymous',
  'lapsed',
  'member',
  'agent',
  'support',
  'guru',
  'admin',
];

function expectedRefusal(
  route: { access: string; permission?: Permission },
  caller: DemoRole | 'anonymous',
): { status: number; code: string } | null {
  if (route.access === 'public') return null;
  if (caller === 'anonymous') return { status: 401, code: 'UNAUTHENTICATED' };
  if (route.access === 'signed-in') return null;
  if (caller === 'lapsed') return { status: 403, code: 'SUBSCRIPTION_REQUIRED' };
  const account = demoAccounts.find((candidate) => candidate.key === caller)!;
  if (route.permission && !can(account, route.permission)) return { status: 403, code: 'FORBIDDEN' };
  return null;
}

describe('every route answers every role as the permission table says', () => {
  const protectedRoutes = app.declaredRoutes.filter((route) => route.access !== 'public');

  it('has routes to walk', () => {
    expect(protectedRoutes.length).toBeGreaterThan(0);
  });

  for (const caller of callers) {
    it(`as ${caller}`, async () => {
      const cookie = caller === 'anonymous' ? undefined : await loginAs(caller);
      for (const route of protectedRoutes) {
        const url = route.url.replace(/:[A-Za-z]+/g, placeholderId);
        const response = await app.inject({
          method: route.method as 'GET',
          url,
          headers: cookie ? { cookie } : {},
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const refusal = expectedRefusal(route, caller);
        const label = `${caller} ${route.method} ${route.url}`;
        if (refusal) {
          expect(response.statusCode, label).toBe(refusal.status);
          expect(response.json().error.code, label).toBe(refusal.code);
        } else {
          expect([401, 403], `${label} answered ${response.body}`).not.toContain(response.statusCode);
          expect(response.statusCode, `${label} answered ${response.body}`).toBeLessThan(500);
        }
      }
    });
  }
});
