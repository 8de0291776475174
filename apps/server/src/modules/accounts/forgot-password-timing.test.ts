import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { startLocalSmtpServer } from '../../../test/local-smtp-server.ts';

/**
 * The forgot-password answer does not tell whether an address has an account, not even by
 * its time: the e-mail is only queued, never sent inside the request. The real SMTP server
 * here takes 150 ms per message, as a remote one does; answers for known and unknown
 * addresses must both stay well under it and close to each other.
 */
const smtpDelayMs = 150;
const smtp = await startLocalSmtpServer({ delayMs: smtpDelayMs });
afterAll(() => smtp.close());
const { app, runJobs, countRequestStatements } = await buildTestApp({ env: { SMTP_URL: smtp.url } });

// Five requests per address and twenty per IP an hour: spread over addresses and client IPs.
const knownAddresses = ['member@example.com', 'agent@example.com', 'support@example.com', 'guru@example.com'];
let requestCount = 0;

async function timeRequest(email: string): Promise<number> {
  requestCount += 1;
  const startedAt = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress: `10.0.${Math.floor(requestCount / 200)}.${requestCount % 200}`,
  });
  const elapsed = performance.now() - startedAt;
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ ok: true });
  return elapsed;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

describe('forgot-password timing', () => {
  it('answers as fast for a known address as for an unknown one, and sends after the answer', async () => {
    // Warm-up (first queries, prepared paths).
    await timeRequest('lapsed@example.com');
    await timeRequest('warm-up-nobody@example.org');

    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      for (const [index, email] of knownAddresses.entries()) {
        known.push(await timeRequest(email));
        unknown.push(await timeRequest(`nobody-${round}-${index}@example.org`));
      }
    }
    // Nothing was sent inside the requests: the mails wait in the queue.
    expect(smtp.received).toHaveLength(0);
    const timings = `known ${known.map(Math.round)} ms, unknown ${unknown.map(Math.round)} ms`;
    expect(median(known), timings).toBeLessThan(smtpDelayMs);
    // Pairs taken one after the other, so that the load of a shared machine cancels out.
    const pairedDifference = median(known.map((time, index) => time - unknown[index]!));
    expect(Math.abs(pairedDifference), timings).toBeLessThan(15);

    // The queue then delivers one mail per known-address request.
    await runJobs();
    expect(smtp.received).toHaveLength(1 + known.length);
  }, 120_000);

  it('runs the same SQL statements for a known and an unknown address', async () => {
    const statementsFor = async (email: string, remoteAddress: string) => {
      const { response, statements } = await countRequestStatements({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email },
        remoteAddress,
      });
      expect(response.statusCode).toBe(200);
      return statements;
    };
    const forKnown = await statementsFor('lapsed@example.com', '10.9.0.1');
    const forUnknown = await statementsFor('nobody-counted@example.org', '10.9.0.2');
    expect(forKnown).toBeGreaterThan(0);
    expect(forKnown).toBe(forUnknown);
  });
});
