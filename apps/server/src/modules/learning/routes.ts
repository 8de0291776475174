import { okResponse } from '@pillars/shared/accounts/schemas';
import {
  keyElementDetailResponse,
  keyElementSlugParams,
  lessonBookmark,
  lessonCompletionParams,
  lessonCompletionResponse,
  lessonParams,
  pillarDetailResponse,
  pillarSlugParams,
  pillarsResponse,
  updateLessonBookmarkBody,
} from '@pillars/shared/learning/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireViewer } from '../../plugins/authentication.ts';
import {
  bookmarkLesson,
  getKeyElementDetail,
  getPillarDetail,
  listPillars,
  markLessonComplete,
  removeLessonBookmark,
  updateLessonBookmark,
} from './service.ts';

const tags = ['learning'];
const member = { access: 'member' } as const;

export const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/learning/pillars',
    { config: member, schema: { tags, response: { 200: pillarsResponse } } },
    async (request) => ({ pillars: await listPillars(app.db, requireViewer(request).userId) }),
  );

  app.get(
    '/api/learning/pillars/:pillarSlug',
    { config: member, schema: { tags, params: pillarSlugParams, response: { 200: pillarDetailResponse } } },
    async (request) => getPillarDetail(app.db, requireViewer(request).userId, request.params.pillarSlug),
  );

  app.get(
    '/api/learning/pillars/:pillarSlug/elements/:elementSlug',
    {
      config: member,
      schema: { tags, params: keyElementSlugParams, response: { 200: keyElementDetailResponse } },
    },
    async (request) => getKeyElementDetail(app.db, requireViewer(request).userId, request.params),
  );

  app.put(
    '/api/learning/key-elements/:keyElementId/lessons/:lessonId/completion',
    {
      config: member,
      schema: { tags, params: lessonCompletionParams, response: { 200: lessonCompletionResponse } },
    },
    async (request) =>
      markLessonComplete(app.db, { userId: requireViewer(request).userId, ...request.params }),
  );

  app.put(
    '/api/learning/lessons/:lessonId/bookmark',
    { config: member, schema: { tags, params: lessonParams, response: { 200: lessonBookmark } } },
    async (request) => bookmarkLesson(app.db, { userId: requireViewer(request).userId, ...request.params }),
  );

  app.patch(
    '/api/learning/lessons/:lessonId/bookmark',
    {
      config: member,
      schema: {
        tags,
        params: lessonParams,
        body: updateLessonBookmarkBody,
        response: { 200: lessonBookmark },
      },
    },
    async (request) =>
      updateLessonBookmark(app.db, {
        userId: requireViewer(request).userId,
        lessonId: request.params.lessonId,
        changes: request.body,
      }),
  );

  app.delete(
    '/api/learning/lessons/:lessonId/bookmark',
    { config: member, schema: { tags, params: lessonParams, response: { 200: okResponse } } },
    async (request) => {
      await removeLessonBookmark(app.db, { userId: requireViewer(request).userId, ...request.params });
      return { ok: true as const };
    },
  );
};
