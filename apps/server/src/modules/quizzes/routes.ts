import { quizEndpoints as endpoints } from '@pillars/shared/quizzes/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { quizBodyLimit, registerEndpoint } from '../../plugins/endpoints.ts';
import { deleteQuiz, getAdminQuiz, saveQuiz } from './admin-service.ts';
import { listQuizStats } from './stats-service.ts';
import { getQuiz, submitQuizAttempt } from './take-service.ts';

/** Quizzes (issue 57): superadmins edit a lesson's quiz; members take it. */
export const quizRoutes: FastifyPluginAsync = async (app) => {
  await registerEndpoint(app, endpoints.listQuizStats, (ctx) => listQuizStats(ctx));
  await registerEndpoint(app, endpoints.getAdminQuiz, (ctx, { params }) => getAdminQuiz(ctx, params));
  await registerEndpoint(
    app,
    endpoints.saveQuiz,
    (ctx, { params, body }) => saveQuiz(ctx, { lessonId: params.lessonId, ...body }),
    { bodyLimit: quizBodyLimit },
  );
  await registerEndpoint(app, endpoints.deleteQuiz, async (ctx, { params }) => {
    await deleteQuiz(ctx, params);
    return { ok: true as const };
  });
  await registerEndpoint(app, endpoints.getQuiz, (ctx, { params }) => getQuiz(ctx, params));
  await registerEndpoint(app, endpoints.submitQuizAttempt, (ctx, { params, body }) =>
    submitQuizAttempt(ctx, { lessonId: params.lessonId, ...body }),
  );
};
