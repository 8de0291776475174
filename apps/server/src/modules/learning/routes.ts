import { learningEndpoints as endpoints } from '@pillars/shared/learning/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../plugins/endpoints.ts';
import {
  bookmarkLesson,
  getKeyElementDetail,
  getPillarDetail,
  listPillars,
  markLessonComplete,
  removeLessonBookmark,
  saveLessonNotes,
  updateLessonBookmark,
} from './service.ts';

export const learningRoutes: FastifyPluginAsync = async (app) => {
  await registerEndpoint(app, endpoints.listPillars, (ctx) => listPillars(ctx));
  await registerEndpoint(app, endpoints.getPillar, (ctx, { params }) => getPillarDetail(ctx, params));
  await registerEndpoint(app, endpoints.getKeyElement, (ctx, { params }) => getKeyElementDetail(ctx, params));
  await registerEndpoint(app, endpoints.markLessonComplete, (ctx, { params }) =>
    markLessonComplete(ctx, params),
  );
  await registerEndpoint(app, endpoints.bookmarkLesson, (ctx, { params }) => bookmarkLesson(ctx, params));
  await registerEndpoint(app, endpoints.updateLessonBookmark, (ctx, { params, body }) =>
    updateLessonBookmark(ctx, { lessonId: params.lessonId, changes: body }),
  );
  await registerEndpoint(app, endpoints.saveLessonNotes, (ctx, { params, body }) =>
    saveLessonNotes(ctx, { lessonId: params.lessonId, notes: body.notes }),
  );
  await registerEndpoint(app, endpoints.removeLessonBookmark, async (ctx, { params }) => {
    await removeLessonBookmark(ctx, params);
    return { ok: true as const };
  });
};
