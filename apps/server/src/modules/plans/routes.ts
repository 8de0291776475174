import { planEndpoints as endpoints } from '@pillars/shared/plans/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../plugins/endpoints.ts';
import { createCoupon, listCoupons, updateCoupon } from './coupons-service.ts';
import { createPlan, listAdminPlans, listPlans, updatePlan } from './plans-service.ts';

export const planRoutes: FastifyPluginAsync = async (app) => {
  await registerEndpoint(app, endpoints.listPricingPlans, (ctx) => listPlans(ctx));
  await registerEndpoint(app, endpoints.listAdminPlans, (ctx) => listAdminPlans(ctx));
  await registerEndpoint(app, endpoints.createPricingPlan, (ctx, { body }) => createPlan(ctx, body));
  await registerEndpoint(app, endpoints.updatePricingPlan, (ctx, { params, body }) =>
    updatePlan(ctx, { planId: params.planId, ...body }),
  );
  await registerEndpoint(app, endpoints.listCoupons, (ctx) => listCoupons(ctx));
  await registerEndpoint(app, endpoints.createCoupon, (ctx, { body }) => createCoupon(ctx, body));
  await registerEndpoint(app, endpoints.updateCoupon, (ctx, { params, body }) =>
    updateCoupon(ctx, { couponId: params.couponId, isActive: body.isActive }),
  );
};
