/**
 * The bookmark mutations (create, update, delete) share one scope, so TanStack Query runs
 * them one after another: a note typed right after bookmarking never reaches the server
 * before the bookmark exists, and two saves never overtake each other.
 */
export const lessonBookmarkMutationScope = { id: 'learning-lesson-bookmark' };
