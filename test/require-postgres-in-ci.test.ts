import { describe, expect, it } from 'vitest';
import { requirePostgresInCi } from './require-postgres-in-ci.ts';

describe('the PostgreSQL-only tests in CI', () => {
  it('fail the run in CI when TEST_DATABASE_URL is missing, instead of being left out', () => {
    expect(() => requirePostgresInCi({ CI: 'true' })).toThrow(/TEST_DATABASE_URL/);
    expect(() => requirePostgresInCi({ CI: '1', TEST_DATABASE_URL: '' })).toThrow(/TEST_DATABASE_URL/);
  });

  it('run in CI with TEST_DATABASE_URL, and are simply absent for a developer without PostgreSQL', () => {
    expect(() =>
      requirePostgresInCi({ CI: 'true', TEST_DATABASE_URL: 'postgres://127.0.0.1/test' }),
    ).not.toThrow();
    expect(() => requirePostgresInCi({})).not.toThrow();
    expect(() => requirePostgresInCi({ CI: 'false' })).not.toThrow();
  });
});
