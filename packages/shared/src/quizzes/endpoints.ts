import { defineEndpoints } from '../contract.ts';

const tag = 'quizzes';

/**
 * Quizzes (issue 57): superadmins edit a lesson's quiz ('content.manage'); members take it.
 * The member's quiz holds no right answers; an attempt is one request (decision 076).
 */
export const quizEndpoints = defineEndpoints(() => import('./schemas.ts'), {
  listQuizStats: {
    method: 'GET',
    path: '/api/admin/quizzes',
    access: 'member',
    action: 'content.manage',
    tag,
    summary:
      'Every quiz with its attempts, pass rate and average score, and per question the share who got it right, the hardest first',
    response: 'quizStatsResponse',
  },
  getAdminQuiz: {
    method: 'GET',
    path: '/api/admin/lessons/:lessonId/quiz',
    access: 'member',
    action: 'content.manage',
    tag,
    summary: "A lesson's quiz with its right answers, for the Quiz tab of the lesson editor (null: none yet)",
    params: 'lessonQuizParams',
    response: 'adminQuizResponse',
  },
  saveQuiz: {
    method: 'PUT',
    path: '/api/admin/lessons/:lessonId/quiz',
    access: 'member',
    action: 'content.manage',
    tag,
    summary: "Creates or replaces a lesson's quiz: pass mark, attempts and the questions in their order",
    params: 'lessonQuizParams',
    body: 'quizBody',
    response: 'adminQuizResponse',
  },
  deleteQuiz: {
    method: 'DELETE',
    path: '/api/admin/lessons/:lessonId/quiz',
    access: 'member',
    action: 'content.manage',
    tag,
    summary: "Removes a lesson's quiz with its attempts",
    params: 'lessonQuizParams',
    response: 'deleteQuizResponse',
  },
  getQuiz: {
    method: 'GET',
    path: '/api/learning/lessons/:lessonId/quiz',
    access: 'member',
    tag,
    summary: "A lesson's quiz as a member takes it (no right answers), with the viewer's attempts left",
    params: 'lessonQuizParams',
    response: 'memberQuizResponse',
  },
  submitQuizAttempt: {
    method: 'POST',
    path: '/api/learning/lessons/:lessonId/quiz/attempts',
    access: 'member',
    tag,
    summary:
      'Submits an attempt whole and grades it: the score, pass or fail, the right answers and explanations; the same attempt again writes nothing',
    params: 'lessonQuizParams',
    body: 'submitAttemptBody',
    response: 'attemptResult',
  },
});
