import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

describe('configuration', () => {
  it('has defaults that need nothing', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: '.data',
      TRUST_PROXY: false,
      NODE_ENV: 'development',
    });
  });

  it('stops with a message naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', APP_URL: 'not a url' })).toThrow(
      ConfigError,
    );
    const load = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail' });
    expect(load).toThrow(/PORT:/);
    expect(load).toThrow(/DATABASE_URL: must start with postgres:\/\//);
    expect(load).toThrow(/SMTP_URL: must start with smtp:\/\//);
  });

  it('needs a shared secret for PostgreSQL in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/pillars' })).toThrow(
      /AUTH_SECRET/,
    );
  });

  it('reads TRUST_PROXY as a flag', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(() => loadConfig({ TRUST_PROXY: 'sometimes' })).toThrow(/TRUST_PROXY/);
  });
});
