import { chatbotUrlVariable } from '@pillars/shared/chatbot/schemas';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';

const chatbotUrl = 'https://chat.example.com/embed/pillars?theme=light';
const without = await buildTestApp();
const configured = await buildTestApp({ env: { CHATBOT_URL: chatbotUrl } });

const frameSources = (csp: unknown) =>
  String(csp)
    .split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('frame-src'))!
    .split(/\s+/)
    .slice(1);

describe('GET /api/chatbot', () => {
  it('without CHATBOT_URL: nothing to embed; only an admin is told the setting', async () => {
    const member = await without.app.inject({
      method: 'GET',
      url: '/api/chatbot',
      headers: { cookie: await without.loginAs('member') },
    });
    expect(member.statusCode).toBe(200);
    expect(member.json()).toEqual({ url: null, settingName: null });
    const admin = await without.app.inject({
      method: 'GET',
      url: '/api/chatbot',
      headers: { cookie: await without.loginAs('admin') },
    });
    expect(admin.json()).toEqual({ url: null, settingName: chatbotUrlVariable });
    expect(frameSources(member.headers['content-security-policy'])).not.toContain('https://chat.example.com');
  });

  it('with CHATBOT_URL: the address for every member, and its origin alone joins frame-src', async () => {
    for (const role of ['member', 'admin'] as const) {
      const response = await configured.app.inject({
        method: 'GET',
        url: '/api/chatbot',
        headers: { cookie: await configured.loginAs(role) },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ url: chatbotUrl, settingName: null });
    }
    const page = await configured.app.inject({ method: 'GET', url: '/api/health' });
    const sources = frameSources(page.headers['content-security-policy']);
    expect(sources).toContain('https://chat.example.com');
    expect(sources.filter((source) => source.includes('chat.example.com'))).toEqual([
      'https://chat.example.com',
    ]);
  });

  it('is for members: a visitor is asked to sign in, a lapsed account is refused', async () => {
    expect((await configured.app.inject({ method: 'GET', url: '/api/chatbot' })).statusCode).toBe(401);
    const lapsed = await configured.app.inject({
      method: 'GET',
      url: '/api/chatbot',
      headers: { cookie: await configured.loginAs('lapsed') },
    });
    expect(lapsed.statusCode).toBe(403);
  });
});
