import { describe, expect, it } from 'vitest';
import { buildTestApp, testAppUrl } from '../../test/build-test-app.ts';
import { signedInUserIdOf } from '../../test/signed-in-user.ts';

const { app, signIn } = await buildTestApp();

const me = (cookie: string) => app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
const profileUpdate = (cookie: string, headers: Record<string, string>) =>
  app.inject({
    method: 'PATCH',
    url: '/api/me/profile',
    headers: { cookie, ...headers },
    payload: { firstName: 'Sam', lastName: 'Carter', phone: '' },
  });

function expectRefused(response: Awaited<ReturnType<typeof app.inject>>) {
  expect(response.statusCode).toBe(403);
  expect(response.json().error).toMatchObject({
    code: 'CROSS_ORIGIN',
    message: 'This request came from another site and was refused.',
  });
}

describe('state-changing requests from another origin', () => {
  it('refuses a body-less sign-out POST from a same-site page, and the session lives on', async () => {
    const cookie = await signIn('member@example.com', 'demo-pass-123');
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: 'http://blog.localhost:3999', 'sec-fetch-site': 'same-site' },
    });
    expectRefused(response);
    expect(signedInUserIdOf(await me(cookie))).not.toBeNull();
  });

  it('refuses by Origin when the browser sends no Sec-Fetch-Site, and by Sec-Fetch-Site alone', async () => {
    const cookie = await signIn('member@example.com', 'demo-pass-123');
    expectRefused(await profileUpdate(cookie, { origin: 'https://evil.example' }));
    expectRefused(await profileUpdate(cookie, { origin: 'null' }));
    expectRefused(await profileUpdate(cookie, { 'sec-fetch-site': 'cross-site' }));
    expectRefused(await profileUpdate(cookie, { 'sec-fetch-site': 'same-site', origin: testAppUrl }));
    // Signing someone in to the attacker's account (login CSRF) is refused too.
    expectRefused(
      await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        payload: { email: 'member@example.com', password: 'demo-pass-123' },
      }),
    );
  });

  it('accepts the app itself, and clients that are not browsers', async () => {
    const cookie = await signIn('member@example.com', 'demo-pass-123');
    expect((await profileUpdate(cookie, { origin: testAppUrl })).statusCode).toBe(200);
    expect(
      (await profileUpdate(cookie, { origin: testAppUrl, 'sec-fetch-site': 'same-origin' })).statusCode,
    ).toBe(200);
    // The browser vouches for same-origin (e.g. the page opened as 127.0.0.1 or through a dev proxy).
    expect(
      (await profileUpdate(cookie, { origin: 'http://127.0.0.1:5173', 'sec-fetch-site': 'same-origin' }))
        .statusCode,
    ).toBe(200);
    // curl, server-to-server: no Origin, no Sec-Fetch-Site, and no visitor's cookie to abuse.
    expect((await profileUpdate(cookie, {})).statusCode).toBe(200);
  });

  it('leaves reads alone', async () => {
    const cookie = await signIn('member@example.com', 'demo-pass-123');
    const response = await app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });
});
