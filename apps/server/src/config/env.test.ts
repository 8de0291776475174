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

  it('keeps the audit trail 365 days unless AUDIT_RETENTION_DAYS says otherwise (whole days, 1 to 36500)', () => {
    expect(loadConfig({}).AUDIT_RETENTION_DAYS).toBe(365);
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '30' }).AUDIT_RETENTION_DAYS).toBe(30);
    for (const value of ['0', '-5', '1.5', 'forever', '36501']) {
      expect(() => loadConfig({ AUDIT_RETENTION_DAYS: value }), value).toThrow(/AUDIT_RETENTION_DAYS: /);
    }
  });

  it('takes Stripe with all three of its settings, or none', () => {
    expect(loadConfig({}).STRIPE_SECRET_KEY).toBeUndefined();
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ID: required with the other Stripe settings/,
    );
    expect(
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        STRIPE_PRICE_ID: 'price_x',
      }),
    ).toMatchObject({ STRIPE_PRICE_ID: 'price_x', PAYMENTS_TEST_MODE: false });
  });

  it('stores uploads on disk unless S3_BUCKET is set, and takes the S3 keys as a pair', () => {
    const defaults = loadConfig({});
    expect(defaults.S3_BUCKET).toBeUndefined();
    expect(defaults).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
    expect(
      loadConfig({
        S3_BUCKET: 'uploads',
        S3_ENDPOINT: 'http://minio:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }),
    ).toMatchObject({ S3_BUCKET: 'uploads', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: true });
    expect(() => loadConfig({ S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY: required with S3_ACCESS_KEY_ID/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
  });

  it('takes the Bubble.io Data API URL and key as a pair, the data type thought by default', () => {
    expect(loadConfig({})).toMatchObject({ BUBBLE_DATA_TYPE: 'thought' });
    expect(
      loadConfig({
        BUBBLE_API_URL: 'https://app.bubbleapps.io/api/1.1/obj',
        BUBBLE_API_KEY: 'k',
        BUBBLE_DATA_TYPE: 'post',
      }),
    ).toMatchObject({ BUBBLE_API_URL: 'https://app.bubbleapps.io/api/1.1/obj', BUBBLE_DATA_TYPE: 'post' });
    expect(() => loadConfig({ BUBBLE_API_URL: 'https://app.bubbleapps.io/api/1.1/obj' })).toThrow(
      /BUBBLE_API_KEY: required with BUBBLE_API_URL/,
    );
    // The message names the variable, never the value of a key.
    expect(() => loadConfig({ BUBBLE_API_KEY: 'secret-value-123' })).toThrow(
      /BUBBLE_API_URL: required with BUBBLE_API_KEY/,
    );
    expect(() => loadConfig({ BUBBLE_API_KEY: 'secret-value-123' })).not.toThrow(/secret-value-123/);
    expect(() => loadConfig({ BUBBLE_API_URL: 'ftp://x', BUBBLE_API_KEY: 'k' })).toThrow(/BUBBLE_API_URL/);
    expect(() => loadConfig({ BUBBLE_DATA_TYPE: 'a/b' })).toThrow(/BUBBLE_DATA_TYPE/);
    expect(() => loadConfig({ IMPORT_AUTHOR_EMAIL: 'not-an-address' })).toThrow(/IMPORT_AUTHOR_EMAIL/);
  });

  it('needs a shared secret for PostgreSQL in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/pillars' })).toThrow(
      /AUTH_SECRET/,
    );
  });

  it('logs JSON lines unless LOG_FORMAT=pretty (npm run dev), whatever NODE_ENV says', () => {
    expect(loadConfig({}).LOG_FORMAT).toBe('json');
    expect(loadConfig({ NODE_ENV: 'development' }).LOG_FORMAT).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }).LOG_FORMAT).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'fancy' })).toThrow(/LOG_FORMAT/);
  });

  it('reads DEMO_DATA as a flag that is on unless set to false', () => {
    expect(loadConfig({}).DEMO_DATA).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'true' }).DEMO_DATA).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'false' }).DEMO_DATA).toBe(false);
    expect(loadConfig({ DEMO_DATA: '0' }).DEMO_DATA).toBe(false);
    expect(() => loadConfig({ DEMO_DATA: 'no' })).toThrow(/DEMO_DATA/);
  });

  it('reads TRUST_PROXY as false, a number of proxy hops, or proxy addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,::1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'sometimes' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY.*not: 10\.0\.0\.0\/33/);
  });

  it('refuses CHATBOT_URL on any host the app serves (its frame may run scripts as the app), naming the variable', () => {
    for (const env of [
      { APP_URL: 'https://portal.example.com', CHATBOT_URL: 'https://portal.example.com/chat' },
      { APP_URL: 'https://portal.example.com/app/', CHATBOT_URL: 'https://portal.example.com:443/bot?x=1' },
      // Without APP_URL the app's origin is http://localhost:PORT.
      { PORT: '4000', CHATBOT_URL: 'http://localhost:4000/chatbot' },
      // The same host at another port or scheme shares the app's cookies.
      { APP_URL: 'https://portal.example.com', CHATBOT_URL: 'http://portal.example.com/bot' },
      { APP_URL: 'https://portal.example.com', CHATBOT_URL: 'https://portal.example.com:8443/bot' },
      { PORT: '4000', CHATBOT_URL: 'http://localhost:4001/chatbot' },
      // Another loopback name of the same machine, where the app answers on loopback.
      { APP_URL: 'http://localhost:4000', CHATBOT_URL: 'http://127.0.0.1:4000/chatbot' },
      { APP_URL: 'http://127.0.0.1:4000', CHATBOT_URL: 'http://[::1]:4000/chatbot' },
      { NODE_ENV: 'production', APP_URL: 'http://localhost:4000', CHATBOT_URL: 'http://127.0.0.1:4000/' },
      // A host of ALLOWED_HOSTS is the app too.
      {
        APP_URL: 'https://portal.example.com',
        ALLOWED_HOSTS: 'www.portal.example.com,members.example.org:8443',
        CHATBOT_URL: 'https://members.example.org/bot',
      },
      {
        APP_URL: 'https://portal.example.com',
        ALLOWED_HOSTS: 'www.portal.example.com',
        CHATBOT_URL: 'https://WWW.portal.example.com/',
      },
    ]) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(
        /CHATBOT_URL: must be on a host the app does not serve/,
      );
    }
    for (const env of [
      { APP_URL: 'https://portal.example.com', CHATBOT_URL: 'https://chat.example.com/bot' },
      {
        APP_URL: 'https://portal.example.com',
        ALLOWED_HOSTS: 'www.portal.example.com',
        CHATBOT_URL: 'https://chat.portal.example.com/',
      },
      { APP_URL: 'http://127.0.0.1:4000', CHATBOT_URL: 'http://chatbot.localhost:4001/embed' },
      // In production behind a public APP_URL the app does not answer as localhost.
      {
        NODE_ENV: 'production',
        APP_URL: 'https://portal.example.com',
        CHATBOT_URL: 'http://127.0.0.1:9000/',
      },
    ]) {
      expect(loadConfig(env).CHATBOT_URL, JSON.stringify(env)).toBe(env.CHATBOT_URL);
    }
  });

  it('refuses TRUST_PROXY=true, which would trust the leftmost X-Forwarded-For entry', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: "true" would trust the leftmost/);
  });
});
