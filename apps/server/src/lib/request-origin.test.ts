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
