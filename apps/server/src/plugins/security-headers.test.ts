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
});
