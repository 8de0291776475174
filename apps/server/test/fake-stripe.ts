import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStripeRequest {
  method: string;
  path: string;
  /** The form fields the SDK sent (`line_items[0][price]` style keys). */
  form: Record<string, string>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A local stand-in for Stripe's API on 127.0.0.1 (node:http), for the SDK pointed at it with
 * its `host`, `port` and `protocol` options: nothing reaches the internet. It answers the
 * calls the Stripe provider makes and records them.
 */
export async function startFakeStripe() {
  const requests: FakeStripeRequest[] = [];
  let customerCount = 0;
  let sessionCount = 0;
  /** While set, every call answers this status with Stripe's `api_error` body (an outage). */
  let failingStatus: number | null = null;
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake-stripe');
    const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
    requests.push({ method: request.method ?? 'GET', path: url.pathname, form });
    const send = (status: number, body: object) => {
      response.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${requests.length}`,
      });
      response.end(JSON.stringify(body));
    };
    if (failingStatus !== null) {
      return send(failingStatus, {
        error: { type: 'api_error', message: 'fake Stripe is failing on purpose' },
      });
    }
    if (request.method === 'POST' && url.pathname === '/v1/customers') {
      customerCount += 1;
      return send(200, {
        id: `cus_fake${customerCount}`,
        object: 'customer',
        name: form.name,
        email: form.email,
      });
    }
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      sessionCount += 1;
      const id = `cs_test_fake${sessionCount}`;
      return send(200, {
        id,
        object: 'checkout.session',
        mode: form.mode,
        customer: form.customer,
        url: `https://checkout.stripe.test/c/pay/${id}`,
      });
    }
    if (request.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      return send(200, {
        id: 'bps_fake',
        object: 'billing_portal.session',
        customer: form.customer,
        url: 'https://billing.stripe.test/p/session/fake',
      });
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'DELETE' && subscription) {
      return send(200, { id: subscription[1], object: 'subscription', status: 'canceled' });
    }
    send(404, {
      error: {
        type: 'invalid_request_error',
        message: `fake Stripe has no ${request.method} ${url.pathname}`,
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    requests,
    /** Makes every following call fail with `status` (a Stripe outage), or answer again with null. */
    failWith(status: number | null) {
      failingStatus = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
