import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildTestApp, testAppUrl } from '../../../test/build-test-app.ts';
import { createMember, createOrganization } from '../../../test/builders.ts';

/*
 * Issue 38 item 10: the payment flow's links follow the address the person is on when it is
 * a trusted host (decision 043). APP_URL is http://localhost:3999 and the server's PORT 3999:
 * http://127.0.0.1:3999 is the same server opened by another name.
 */

const lines: Array<Record<string, unknown>> = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line));
    done();
  },
});

const { app, db, signInAs } = await buildTestApp({
  env: { PORT: '3999' },
  logger: { level: 'warn', stream: logStream },
});

const loopbackUrl = 'http://127.0.0.1:3999';

async function lapsedAgent() {
  const organization = await createOrganization(db, { subscriptionStatus: 'canceled' });
  const agent = await createMember(db, { organizationId: organization.id, role: 'agent' });
  return signInAs(agent);
}

const post = (url: string, cookie: string, headers: Record<string, string>, payload: object = {}) =>
  app.inject({ method: 'POST', url, headers: { cookie, ...headers }, payload });

describe('the checkout started on another trusted address', () => {
  it('keeps the whole flow on 127.0.0.1:port when APP_URL says localhost', async () => {
    const cookie = await lapsedAgent();
    const host = { host: '127.0.0.1:3999' };
    const checkout = await post('/api/billing/checkout', cookie, host);
    expect(checkout.statusCode, checkout.body).toBe(200);
    const url: string = checkout.json().url;
    expect(url.startsWith(`${loopbackUrl}/subscription/test-checkout/`), url).toBe(true);

    const sessionId = url.split('/').at(-1)!;
    const session = await app.inject({
      method: 'GET',
      url: `/api/billing/test-checkout/${sessionId}`,
      headers: { cookie, ...host },
    });
    expect(session.json()).toMatchObject({
      successUrl: `${loopbackUrl}/subscription/success`,
      cancelUrl: `${loopbackUrl}/subscription`,
    });
    const paid = await post(`/api/billing/test-checkout/${sessionId}/pay`, cookie, host, {
      outcome: 'succeeded',
    });
    expect(paid.json()).toEqual({ status: 'paid', url: `${loopbackUrl}/subscription/success` });

    const portal = await post('/api/billing/portal', cookie, host);
    expect(portal.statusCode, portal.body).toBe(200);
    expect(portal.json()).toEqual({ url: `${loopbackUrl}/subscription/test-portal` });
  });

  it("gives an untrusted Host APP_URL's links, whatever it claims", async () => {
    const cookie = await lapsedAgent();
    for (const headers of <Record<string, string>[]>[
      { host: 'attacker.example' },
      // Loopback, but not this server's port.
      { host: '127.0.0.1:4000' },
      // X-Forwarded-Host counts only from a proxy TRUST_PROXY trusts (none here).
      { host: 'attacker.example', 'x-forwarded-host': '127.0.0.1:3999' },
      { host: 'attacker.example', 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'https' },
    ]) {
      const checkout = await post('/api/billing/checkout', cookie, headers);
      expect(checkout.statusCode, checkout.body).toBe(200);
      const url: string = checkout.json().url;
      expect(
        url.startsWith(`${testAppUrl}/subscription/test-checkout/`),
        `${JSON.stringify(headers)}: ${url}`,
      ).toBe(true);
      const sessionId = url.split('/').at(-1)!;
      const session = await app.inject({
        method: 'GET',
        url: `/api/billing/test-checkout/${sessionId}`,
        headers: { cookie },
      });
      expect(session.json()).toMatchObject({
        successUrl: `${testAppUrl}/subscription/success`,
        cancelUrl: `${testAppUrl}/subscription`,
      });
    }
  });

  it('says once in the log that a request came to another address than APP_URL, naming APP_URL', async () => {
    const cookie = await lapsedAgent();
    await post('/api/billing/checkout', cookie, { host: '127.0.0.1:3999' });
    await post('/api/billing/checkout', cookie, { host: 'attacker.example' });
    const notices = lines.filter((line) => String(line.msg).includes('not to APP_URL'));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ level: 40, appUrl: testAppUrl });
    expect(String(notices[0]!.msg)).toContain(`APP_URL (${testAppUrl})`);
  });
});
