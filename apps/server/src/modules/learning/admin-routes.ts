import { adminLearningEndpoints as endpoints } from '@pillars/shared/learning/admin-endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { lessonBodyLimit, registerEndpoint } from '../../plugins/endpoints.ts';
import {
  createKeyElement,
  deleteKeyElement,
  listAdminKeyElements,
  updateKeyElement,
} from './admin-key-elements-service.ts';
import {
  createLesson,
  deleteLesson,
  listAdminLessons,
  moveLesson,
  updateLesson,
} from './admin-lessons-service.ts';
import {
  createPillar,
  deletePillar,
  listAdminPillars,
  movePillar,
  updatePillar,
} from './admin-pillars-service.ts';

const ok = { ok: true as const };

/** Pillars, key elements and lessons for superadmins (`content.manage`, checked before the body is read). */
export const adminLearningRoutes: FastifyPluginAsync = async (app) => {
  await registerEndpoint(app, endpoints.listAdminPillars, (ctx) => listAdminPillars(ctx));
  await registerEndpoint(app, endpoints.createPillar, (ctx, { body }) => createPillar(ctx, body));
  await registerEndpoint(app, endpoints.updatePillar, (ctx, { params, body }) =>
    updatePillar(ctx, { pillarId: params.pillarId, ...body }),
  );
  await registerEndpoint(app, endpoints.deletePillar, async (ctx, { params }) => {
    await deletePillar(ctx, params);
    return ok;
  });
  await registerEndpoint(app, endpoints.movePillar, (ctx, { params, body }) =>
    movePillar(ctx, { pillarId: params.pillarId, ...body }),
  );
  await registerEndpoint(app, endpoints.listAdminKeyElements, (ctx, { params }) =>
    listAdminKeyElements(ctx, params),
  );
  await registerEndpoint(app, endpoints.createKeyElement, (ctx, { params, body }) =>
    createKeyElement(ctx, { pillarId: params.pillarId, ...body }),
  );
  await registerEndpoint(app, endpoints.updateKeyElement, (ctx, { params, body }) =>
    updateKeyElement(ctx, { elementId: params.elementId, ...body }),
  );
  await registerEndpoint(app, endpoints.deleteKeyElement, async (ctx, { params }) => {
    await deleteKeyElement(ctx, params);
    return ok;
  });
  await registerEndpoint(app, endpoints.listAdminLessons, (ctx, { params }) => listAdminLessons(ctx, params));
  await registerEndpoint(
    app,
    endpoints.createLesson,
    (ctx, { params, body }) => createLesson(ctx, { elementId: params.elementId, ...body }),
    { bodyLimit: lessonBodyLimit },
  );
  await registerEndpoint(
    app,
    endpoints.updateLesson,
    (ctx, { params, body }) => updateLesson(ctx, { lessonId: params.lessonId, ...body }),
    { bodyLimit: lessonBodyLimit },
  );
  await registerEndpoint(app, endpoints.deleteLesson, async (ctx, { params }) => {
    await deleteLesson(ctx, params);
    return ok;
  });
  await registerEndpoint(app, endpoints.moveLesson, (ctx, { params, body }) =>
    moveLesson(ctx, { lessonId: params.lessonId, ...body }),
  );
};
