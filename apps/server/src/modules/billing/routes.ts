import { billingEndpoints as endpoints } from '@pillars/shared/billing/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../plugins/endpoints.ts';
import { checkCoupon, openPortal, startCheckout } from './checkout-service.ts';
import { changePlan } from './plan-change-service.ts';
import { getBillingSubscription } from './subscription-service.ts';
import {
  cancelTestCheckout,
  getTestCheckout,
  payTestCheckout,
  setTestCancelAtPeriodEnd,
} from './test-checkout-service.ts';
import { handleWebhook } from './webhook-service.ts';

/** Stripe's events are small; anything bigger is not from Stripe. */
const webhookBodyLimit = 256 * 1024;

export const billingRoutes: FastifyPluginAsync = async (app) => {
  await registerEndpoint(app, endpoints.getSubscription, (ctx) => getBillingSubscription(ctx));
  await registerEndpoint(app, endpoints.startCheckout, (ctx, { body }) => startCheckout(ctx, body));
  await registerEndpoint(app, endpoints.checkCoupon, (ctx, { body }) => checkCoupon(ctx, body));
  await registerEndpoint(app, endpoints.changePlan, (ctx, { body }) => changePlan(ctx, body));
  await registerEndpoint(app, endpoints.openPortal, (ctx) => openPortal(ctx));
  await registerEndpoint(app, endpoints.getTestCheckout, (ctx, { params }) => getTestCheckout(ctx, params));
  await registerEndpoint(app, endpoints.payTestCheckout, (ctx, { params, body }) =>
    payTestCheckout(ctx, { sessionId: params.sessionId, outcome: body.outcome }),
  );
  await registerEndpoint(app, endpoints.cancelTestCheckout, (ctx, { params }) =>
    cancelTestCheckout(ctx, params),
  );
  await registerEndpoint(app, endpoints.testPortalCancelAtPeriodEnd, (ctx) =>
    setTestCancelAtPeriodEnd(ctx, { cancelAtPeriodEnd: true }),
  );
  await registerEndpoint(app, endpoints.testPortalResume, (ctx) =>
    setTestCancelAtPeriodEnd(ctx, { cancelAtPeriodEnd: false }),
  );

  // The webhook in a scope of its own: the signature is over the exact bytes Stripe sent,
  // so this route (only) keeps the JSON body raw.
  await app.register(async (webhookScope) => {
    webhookScope.removeAllContentTypeParsers();
    webhookScope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: webhookBodyLimit },
      (_request, body, done) => done(null, body),
    );
    await registerEndpoint(
      webhookScope,
      endpoints.webhook,
      (ctx, _input, { request }) =>
        handleWebhook(ctx, {
          rawBody: request.body,
          signature: request.headers['stripe-signature'] as string | undefined,
        }),
      // The route's limit, else the default one (smaller) would win over the parser's.
      { config: { allowCrossOrigin: true }, bodyLimit: webhookBodyLimit },
    );
  });
};
