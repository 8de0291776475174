import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app.ts';

const { app, loginAs } = await buildTestApp();
const secure = await buildTestApp({ env: { APP_URL: 'https://pillars.example.com' } });

describe('security headers', () => {
  it('sends the content security policy and the other helmet headers on every answer', async () => {
    const answers = [
      await app.inject({ method: 'GET', url: '/api/health' }),
      await app.inject({ method: 'GET', url: '/api/home' }), // 401
      await app.inject({ method: 'GET', url: '/api/home', headers: { cookie: await loginAs('member') } }),
    ];
    for (const response of answers) {
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("frame-src 'self' https://www.youtube-nocookie.com");
      expect(policy).not.toContain('upgrade-insecure-requests');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('adds HSTS and upgrades requests only when the app is served over https', async () => {
    const response = await secure.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });

  it('turns the powerful browser features off on every answer, pages and API alike', async () => {
    for (const url of ['/api/health', '/api/home', '/', '/resources']) {
      const response = await app.inject({ method: 'GET', url });
      const policy = String(response.headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(policy, url).toContain(`${feature}=()`);
      }
    }
  });

  it('marks every signed-in API answer no-store, and leaves the web assets cacheable', async () => {
    const cookie = await loginAs('member');
    for (const url of ['/api/me', '/api/home', '/api/learning/pillars', '/api/articles', '/api/events']) {
      const response = await app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const refused = await app.inject({ method: 'GET', url: '/api/home' });
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});
