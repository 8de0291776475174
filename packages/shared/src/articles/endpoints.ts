import { defineEndpoints } from '../contract.ts';

const tag = 'articles';

/**
 * The resources screens: the list, an article page, likes, bookmarks. An article's comments
 * are its Community discussion (decision 055): written through /api/community/*.
 */
export const articlesEndpoints = defineEndpoints(() => import('./schemas.ts'), {
  listResources: {
    method: 'GET',
    path: '/api/articles',
    access: 'member',
    tag,
    summary: 'Published articles, newest first or by search rank, 24 a page, with the filter options',
    query: 'resourcesQuery',
    response: 'resourcesResponse',
  },
  getArticle: {
    method: 'GET',
    path: '/api/articles/:slug',
    access: 'member',
    tag,
    summary: "An article with its likes, the viewer's like and bookmark, comments and related articles",
    params: 'articleSlugParams',
    response: 'articleDetailResponse',
  },
  likeArticle: {
    method: 'PUT',
    path: '/api/articles/:articleId/like',
    access: 'member',
    tag,
    summary: 'Likes an article (idempotent)',
    params: 'articleParams',
    response: 'articleLikeResponse',
  },
  unlikeArticle: {
    method: 'DELETE',
    path: '/api/articles/:articleId/like',
    access: 'member',
    tag,
    summary: 'Removes the viewer’s like (idempotent)',
    params: 'articleParams',
    response: 'articleLikeResponse',
  },
  bookmarkArticle: {
    method: 'PUT',
    path: '/api/articles/:articleId/bookmark',
    access: 'member',
    tag,
    summary: 'Bookmarks an article (idempotent)',
    params: 'articleParams',
    response: 'articleBookmarkResponse',
  },
  removeArticleBookmark: {
    method: 'DELETE',
    path: '/api/articles/:articleId/bookmark',
    access: 'member',
    tag,
    summary: 'Removes the viewer’s bookmark (idempotent)',
    params: 'articleParams',
    response: 'articleBookmarkResponse',
  },
});
