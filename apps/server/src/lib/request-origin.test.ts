import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.ts';
import { createRequestOrigins, normalHost } from './request-origin.ts';

const origins = (env: Record<string, string>, appUrl: string) =>
  createRequestOrigins(loadConfig({ AUTH_SECRET: 'x'.repeat(32), ...env }), appUrl);
const request = (host: string, protocol: 'http' | 'https' = 'http') => ({ host, protocol });

describe('the trusted hosts (decision 043)', () => {
  it('trust loopback on the server port outside production only, unless APP_URL is loopback', () => {
    const development = origins({ PORT: '3000' }, 'http://localhost:3000');
    expect(development.flowUrlOf(request('127.0.0.1:3000'))).toBe('http://127.0.0.1:3000');
    expect(development.flowUrlOf(request('[::1]:3000'))).toBe('http://[::1]:3000');
    expect(development.flowUrlOf(request('localhost:3000'))).toBe('http://localhost:3000');
    expect(development.flowUrlOf(request('127.0.0.1:3001'))).toBe('http://localhost:3000');

    const production = origins({ NODE_ENV: 'production', PORT: '3000' }, 'https://portal.example.com');
    expect(production.flowUrlOf(request('127.0.0.1:3000'))).toBe('https://portal.example.com');
    expect(production.flowUrlOf(request('portal.example.com'))).toBe('https://portal.example.com');

    const productionOnLoopback = origins({ NODE_ENV: 'production', PORT: '3000' }, 'http://localhost:3000');
    expect(productionOnLoopback.flowUrlOf(request('127.0.0.1:3000'))).toBe('http://127.0.0.1:3000');
  });

  it('trust ALLOWED_HOSTS, with the protocol the request came with', () => {
    const allowed = origins(
      { NODE_ENV: 'production', ALLOWED_HOSTS: 'www.portal.example.com, Localhost:5173' },
      'https://portal.example.com',
    );
    expect(allowed.flowUrlOf(request('www.portal.example.com', 'https'))).toBe(
      'https://www.portal.example.com',
    );
    expect(allowed.flowUrlOf(request('WWW.portal.example.com:443', 'https'))).toBe(
      'https://www.portal.example.com',
    );
    expect(allowed.flowUrlOf(request('localhost:5173'))).toBe('http://localhost:5173');
    expect(allowed.flowUrlOf(request('evil.example', 'https'))).toBe('https://portal.example.com');
    expect(() => loadConfig({ ALLOWED_HOSTS: 'https://www.example.com' })).toThrow(/ALLOWED_HOSTS/);
  });

  it('never take a Host that is not one', () => {
    for (const host of [
      '',
      'a b',
      'evil.example/path',
      'user@127.0.0.1:3000',
      '127.0.0.1:3000#x',
      'x'.repeat(400),
    ]) {
      expect(normalHost('http', host), host).toBeNull();
    }
    const development = origins({ PORT: '3000' }, 'http://localhost:3000');
    expect(development.flowUrlOf(request('user@127.0.0.1:3000'))).toBe('http://localhost:3000');
  });
});

describe('the address passkeys work at (decision 052)', () => {
  it("is the flow's, or a named address when the flow is an IP address, or none", () => {
    const development = origins({ PORT: '3000' }, 'http://127.0.0.1:3000');
    expect(development.passkeyUrlOf(request('localhost:3000'))).toBe('http://localhost:3000');
    // An IP address cannot be a relying party: the trusted name on the same port is.
    expect(development.passkeyUrlOf(request('127.0.0.1:3000'))).toBe('http://localhost:3000');
    expect(development.passkeyUrlOf(request('[::1]:3000'))).toBe('http://localhost:3000');

    const production = origins({ NODE_ENV: 'production', PORT: '3000' }, 'https://portal.example.com');
    expect(production.passkeyUrlOf(request('evil.example', 'https'))).toBe('https://portal.example.com');
    const named = origins(
      { NODE_ENV: 'production', PORT: '3000', ALLOWED_HOSTS: '10.0.0.5:3000,portal.internal' },
      'http://10.0.0.4:3000',
    );
    expect(named.passkeyUrlOf(request('10.0.0.5:3000'))).toBe('http://portal.internal');
    const none = origins({ NODE_ENV: 'production', PORT: '3000' }, 'http://10.0.0.4:3000');
    expect(none.passkeyUrlOf(request('10.0.0.4:3000'))).toBeNull();
  });
});
