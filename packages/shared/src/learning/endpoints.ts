import { defineEndpoints } from '../contract.ts';

const tag = 'learning';

/** The learning endpoints: the pillars, a pillar, a key element's lessons, progress, bookmarks. */
export const learningEndpoints = defineEndpoints(() => import('./schemas.ts'), {
  listPillars: {
    method: 'GET',
    path: '/api/learning/pillars',
    access: 'member',
    tag,
    summary: "Pillars with the viewer's progress",
    response: 'pillarsResponse',
  },
  getPillar: {
    method: 'GET',
    path: '/api/learning/pillars/:pillarSlug',
    access: 'member',
    tag,
    summary: "A pillar and its key elements with the viewer's progress",
    params: 'pillarSlugParams',
    response: 'pillarDetailResponse',
  },
  getKeyElement: {
    method: 'GET',
    path: '/api/learning/pillars/:pillarSlug/elements/:elementSlug',
    access: 'member',
    tag,
    summary: 'A key element with its lessons, completion marks and bookmarks',
    params: 'keyElementSlugParams',
    response: 'keyElementDetailResponse',
  },
  markLessonComplete: {
    method: 'PUT',
    path: '/api/learning/key-elements/:keyElementId/lessons/:lessonId/completion',
    access: 'member',
    tag,
    summary: 'Marks a lesson complete (idempotent)',
    params: 'lessonCompletionParams',
    response: 'lessonCompletionResponse',
  },
  bookmarkLesson: {
    method: 'PUT',
    path: '/api/learning/lessons/:lessonId/bookmark',
    access: 'member',
    tag,
    summary: 'Bookmarks a lesson (again: keeps the bookmark as it is)',
    params: 'lessonParams',
    response: 'lessonBookmark',
  },
  updateLessonBookmark: {
    method: 'PATCH',
    path: '/api/learning/lessons/:lessonId/bookmark',
    access: 'member',
    tag,
    summary: "Saves a bookmarked lesson's notes or rating",
    params: 'lessonParams',
    body: 'updateLessonBookmarkBody',
    response: 'lessonBookmark',
  },
  removeLessonBookmark: {
    method: 'DELETE',
    path: '/api/learning/lessons/:lessonId/bookmark',
    access: 'member',
    tag,
    summary: "Removes the viewer's bookmark of a lesson",
    params: 'lessonParams',
    response: 'okResponse',
  },
});
