/**
 * The PostgreSQL-only tests (seat and slot locks under concurrency, several server processes
 * on one database) run only where TEST_DATABASE_URL is set. A developer without PostgreSQL
 * simply does not get that project; CI must never quietly run without it, since some
 * defects show only there (the seat lock did).
 */
export function requirePostgresInCi(env: Record<string, string | undefined>): void {
  const isCi = Boolean(env.CI) && env.CI !== 'false' && env.CI !== '0';
  if (isCi && !env.TEST_DATABASE_URL) {
    throw new Error(
      'CI is set but TEST_DATABASE_URL is not: the PostgreSQL-only tests would not run. ' +
        'Set TEST_DATABASE_URL to a PostgreSQL server (.ci/run does).',
    );
  }
}
